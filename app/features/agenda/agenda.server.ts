import type { DB } from "#app/db/db.server";
import { applicationLabel } from "#app/features/admissions/application-schema";
import { stepKindLabel } from "#app/features/admissions/application-step-schema";
import { stepsDue } from "#app/features/admissions/application-steps.server";
import { documentsToReview } from "#app/features/admissions/documents.server";
import { sessionsBetween, type DaySession } from "#app/features/counselling/counsellor-sessions.server";
import { overdueFirstCalls } from "#app/features/first-call/overdue-first-calls.server";
import { followUpsDue, type FollowUpDue } from "#app/features/leads/follow-ups.server";
import { addIndiaDays, indiaDay, indiaDayStart, toIndiaLocalInput } from "#app/utils/india-time";
import { byWhen, leadPath, NEXT_DAYS, type AgendaAction, type AgendaEntry } from "./agenda-entry";
import type { AgendaScope } from "./agenda-scope.server";

/**
 * A member of staff's agenda (docs/decisions/073-my-day.md), gathered from the features that keep
 * each kind of work, read through their public functions: sessions (counselling), follow-up calls
 * (leads), application steps and students' uploads (admissions), overdue first calls (first-call).
 * Every day is an India day. Whose work: the scope's (agenda-scope.ts).
 */

/** My day: what is due today (and still due from before), then the next seven days. */
export interface MyDay {
  today: string;
  firstCalls: AgendaEntry[];
  sessions: AgendaEntry[];
  followUps: AgendaEntry[];
  steps: AgendaEntry[];
  documents: AgendaEntry[];
  /** Tomorrow and the six days after: sessions, follow-up calls and steps, by day and time. */
  nextDays: AgendaEntry[];
}

export async function myDay(db: DB, scope: AgendaScope, at: Date): Promise<MyDay> {
  const today = indiaDay(at);
  const tomorrow = addIndiaDays(today, 1);
  const [firstCalls, sessions, followUps, steps, documents, nextDays] = await Promise.all([
    overdueFirstCalls(db, { assigneeId: scope.assigneeId, at }),
    sessionsBetween(db, { adminId: scope.assigneeId, from: indiaDayStart(today), to: indiaDayStart(tomorrow) }),
    // Every follow-up due by tonight, those left from earlier days too: done, they leave the list.
    followUpsDue(db, { assigneeId: scope.assigneeId, to: indiaDayStart(tomorrow) }),
    stepsDue(db, { assigneeId: scope.assigneeId, from: today, to: tomorrow }),
    documentsToReview(db, { assigneeId: scope.assigneeId }),
    agendaBetween(db, scope, { from: tomorrow, to: addIndiaDays(tomorrow, NEXT_DAYS) }, at),
  ]);
  return {
    today,
    firstCalls: firstCalls.map((lead) => ({
      key: `first-call-${lead.leadId}`,
      kind: "first_call",
      ...when(lead.dueAt),
      what: "First call",
      detail: "",
      leadId: lead.leadId,
      leadName: lead.leadName,
      action: callOrOpen(lead),
      overdue: true,
    })),
    sessions: sessions.map(sessionEntry),
    followUps: followUps.map((followUp) => followUpEntry(followUp, at)),
    steps: steps.map((step) => stepEntry(step, today)),
    documents: documents.map((file) => ({
      key: `document-${file.fileId}`,
      kind: "document",
      ...when(file.uploadedAt),
      what: file.document,
      detail: file.application,
      leadId: file.leadId,
      leadName: file.leadName,
      action: { label: "Review", href: `${leadPath(file.leadId)}/files/${file.fileId}` },
      overdue: false,
    })),
    nextDays,
  };
}

/**
 * The sessions, follow-up calls and application steps from one India day up to (not including)
 * another (onward without it), by day and time: My calendar's seven days, My day's next seven, the calendar feed.
 */
export async function agendaBetween(
  db: DB,
  scope: AgendaScope,
  range: { from: string; to?: string },
  at: Date,
): Promise<AgendaEntry[]> {
  const from = indiaDayStart(range.from);
  const to = range.to ? indiaDayStart(range.to) : undefined;
  const [sessions, followUps, steps] = await Promise.all([
    sessionsBetween(db, { adminId: scope.assigneeId, from, to }),
    followUpsDue(db, { assigneeId: scope.assigneeId, from, to }),
    stepsDue(db, { assigneeId: scope.assigneeId, ...range }),
  ]);
  const today = indiaDay(at);
  return [
    ...sessions.map(sessionEntry),
    ...followUps.map((followUp) => followUpEntry(followUp, at)),
    ...steps.map((step) => stepEntry(step, today)),
  ].sort(byWhen);
}

/** An instant's India day and time. */
function when(iso: string): { day: string; time: string } {
  const local = toIndiaLocalInput(iso);
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Ring the number when there is one; otherwise open the lead. */
function callOrOpen(lead: { leadId: number; phone: string | null }): AgendaAction {
  return lead.phone ? { label: "Call", href: `tel:+91${lead.phone}` } : { label: "Open", href: leadPath(lead.leadId) };
}

function sessionEntry(session: DaySession): AgendaEntry {
  return {
    key: `session-${session.id}`,
    kind: "session",
    ...when(session.startsAt),
    start: session.startsAt,
    end: session.endsAt,
    what: "Counselling session",
    detail: [session.topic, session.counsellor ? `with ${session.counsellor}` : ""].filter(Boolean).join(", "),
    leadId: session.leadId,
    leadName: session.leadName,
    action: session.meetingLink
      ? { label: "Join", href: session.meetingLink }
      : { label: "Open", href: leadPath(session.leadId) },
    overdue: false,
  };
}

function followUpEntry(followUp: FollowUpDue, at: Date): AgendaEntry {
  return {
    key: `follow-up-${followUp.leadId}`,
    kind: "follow_up",
    ...when(followUp.at),
    start: followUp.at,
    what: "Follow-up call",
    detail: "",
    leadId: followUp.leadId,
    leadName: followUp.leadName,
    action: callOrOpen(followUp),
    overdue: followUp.at < at.toISOString(),
  };
}

type Step = Awaited<ReturnType<typeof stepsDue>>[number];

function stepEntry(step: Step, today: string): AgendaEntry {
  return {
    key: `step-${step.id}`,
    kind: "step",
    day: step.on_date,
    time: step.at_time,
    what: stepKindLabel(step),
    detail: applicationLabel(step),
    leadId: step.lead_id,
    leadName: step.lead_name,
    action: { label: "Open", href: leadPath(step.lead_id) },
    overdue: step.on_date < today,
  };
}
