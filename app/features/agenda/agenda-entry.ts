/**
 * One thing on a member of staff's agenda (docs/decisions/073-my-day.md): a first call, a session,
 * a follow-up call, an application step or a document to review, as My day, My calendar and the
 * calendar feed show it, whatever feature keeps it.
 */
export type AgendaKind = "first_call" | "session" | "follow_up" | "step" | "document";

/** The one tap an entry offers: ring the number, join the meeting, open the file or the lead. */
export interface AgendaAction {
  label: "Call" | "Join" | "Review" | "Open";
  href: string;
}

export interface AgendaEntry {
  /** Unique on a page, and stable: the feed's UIDs are made from it ("session-12"). */
  key: string;
  kind: AgendaKind;
  /** The India day it falls on (YYYY-MM-DD). */
  day: string;
  /** Its India time (HH:MM), or null for a whole day (a step without a time). */
  time: string | null;
  /** The instants of a timed entry (UTC ISO), for the calendar feed. */
  start?: string;
  end?: string;
  /** "Counselling session", "Follow-up call", "Entrance exam", "First call", "Class 12 marksheet". */
  what: string;
  /** The session's topic, the step's application, the document's application; "" for none. */
  detail: string;
  leadId: number;
  leadName: string;
  action: AgendaAction;
  /** Its time has passed and it is still to be done. */
  overdue: boolean;
}

/** The lead's page, where every entry's lead link goes. */
export const leadPath = (leadId: number) => `/Admin/leads/${leadId}`;

/** Sorted by day, then time (a whole-day entry first), then kind's order on the page. */
export function byWhen(a: AgendaEntry, b: AgendaEntry): number {
  return a.day.localeCompare(b.day) || (a.time ?? "").localeCompare(b.time ?? "") || a.key.localeCompare(b.key);
}

/** How many days after today My day's "Next 7 days" covers. */
export const NEXT_DAYS = 7;

/** The "Whose day" choice for everyone's work: `?who=everyone` (agenda-scope.server.ts). */
export const EVERYONE = "everyone";
