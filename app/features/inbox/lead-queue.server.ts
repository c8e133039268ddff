import type { DB } from "#app/db/db.server";
import { indiaDay, indiaDayRange } from "#app/utils/india-time";
import type { LeadViewer } from "#app/features/leads/leads-inbox.server";
import { CLOSED_STATUSES } from "#app/features/leads/lead-status";

/** The instant India's day containing `at` ends ("today" for the counsellors is India's day). */
export function endOfIndiaDay(at: Date): string {
  return indiaDayRange(indiaDay(at)).end;
}

/** Leads shown per section: a queue is for today's calls; the whole list is the inbox's. */
export const QUEUE_SECTION_LIMIT = 100;

export type QueueSection = "overdue" | "today" | "new" | "later";
const SECTION_ORDER: QueueSection[] = ["overdue", "today", "new", "later"];

/**
 * The leads this person may call now, open and assigned to them: nobody calls a person who asked
 * for no contact, unless they enquired again since (and then about that enquiry only), or whose
 * details are erased (lead-contact.ts's mayCall).
 */
function callableOpenLeads(db: DB, viewer: LeadViewer) {
  return db
    .selectFrom("leads")
    .where("assignee_id", "=", viewer.id)
    .where("status", "not in", CLOSED_STATUSES)
    .where((eb) =>
      eb.or([
        eb("contact_withdrawn_at", "is", null),
        eb("enquiry_after_withdrawal_at", ">=", eb.ref("contact_withdrawn_at")),
      ]),
    )
    .where("merged_into", "is", null)
    .where("erased_at", "is", null);
}

type OpenLeads = ReturnType<typeof callableOpenLeads>;

/**
 * The parts each section is read in, each a condition on the open leads and an order an index
 * walks, so a part stops after `perSection` rows instead of sorting tens of thousands:
 * follow-ups by their time (leads_assignee_follow_up_idx); leads with none by their latest
 * enquiry (leads_queue_unscheduled_idx, partial on "no follow-up", the expression written alike).
 * "Later" is two parts, merged: follow-ups after today, and worked leads with no follow-up.
 */
type Part = { where: (query: OpenLeads) => OpenLeads; scheduled: boolean };

function sectionParts(section: QueueSection, nowIso: string, todayEnds: string): Part[] {
  switch (section) {
    case "overdue":
      return [{ scheduled: true, where: (query) => query.where("next_follow_up_at", "<", nowIso) }];
    case "today":
      return [
        {
          scheduled: true,
          where: (query) => query.where("next_follow_up_at", ">=", nowIso).where("next_follow_up_at", "<", todayEnds),
        },
      ];
    case "new":
      return [{ scheduled: false, where: (query) => query.where("status", "=", "new") }];
    case "later":
      return [
        { scheduled: true, where: (query) => query.where("next_follow_up_at", ">=", todayEnds) },
        { scheduled: false, where: (query) => query.where("status", "!=", "new") },
      ];
  }
}

/** One part's rows, in its index's order. */
function partRows(db: DB, viewer: LeadViewer, part: Part, limit: number) {
  const query = part.where(callableOpenLeads(db, viewer)).select([
    "id",
    "name",
    "phone",
    "course",
    "college_name",
    "status",
    "next_follow_up_at",
    "last_enquiry_at",
    "created_at",
    // The first-call clock (first-call-clock.ts) the queue shows on each new lead.
    "first_call_at",
    "first_call_due_at",
    "first_call_overdue_at",
    "contact_withdrawn_at",
    "erased_at",
    "merged_into",
  ]);
  const ordered = part.scheduled
    ? query.where("next_follow_up_at", "is not", null).orderBy("next_follow_up_at")
    : query.where("next_follow_up_at", "is", null).orderBy((eb) => eb.fn.coalesce("last_enquiry_at", "created_at"));
  return ordered.orderBy("id").limit(limit).execute();
}

/**
 * A counsellor's queue: their open leads, overdue follow-ups first (oldest due first), then those
 * due later today, then new leads not yet called (oldest enquiry first: the longest waiting is
 * called first), then the rest by their follow-up time. At most `perSection` of each, chosen and
 * ordered by the database: a counsellor of three seasons has tens of thousands of open leads.
 */
export async function leadQueue(db: DB, viewer: LeadViewer, at = new Date(), perSection = QUEUE_SECTION_LIMIT) {
  const nowIso = at.toISOString();
  const todayEnds = endOfIndiaDay(at);
  const key = (row: { next_follow_up_at: string | null; last_enquiry_at: string | null; created_at: string }) =>
    row.next_follow_up_at ?? row.last_enquiry_at ?? row.created_at;
  const sections = await Promise.all(
    SECTION_ORDER.map(async (section) => {
      const parts = await Promise.all(
        sectionParts(section, nowIso, todayEnds).map((part) => partRows(db, viewer, part, perSection)),
      );
      return parts
        .flat()
        .sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id)
        .slice(0, perSection)
        .map((row) => ({ ...row, section }));
    }),
  );
  return sections.flat();
}

/** Each section's count stops here: "1,000+" is as much as a counsellor needs to know. */
export const QUEUE_COUNT_CAP = 1_000;

/** How many leads each section of the queue holds, up to QUEUE_COUNT_CAP + 1 (the queue shows the first of each). */
export async function leadQueueCounts(
  db: DB,
  viewer: LeadViewer,
  at = new Date(),
): Promise<Record<QueueSection, number>> {
  const nowIso = at.toISOString();
  const todayEnds = endOfIndiaDay(at);
  const counts = await Promise.all(
    SECTION_ORDER.map(async (section) => {
      let n = 0;
      for (const part of sectionParts(section, nowIso, todayEnds)) {
        const matching = part
          .where(callableOpenLeads(db, viewer))
          .where("next_follow_up_at", part.scheduled ? "is not" : "is", null)
          .select("id")
          .limit(QUEUE_COUNT_CAP + 1);
        const { count } = await db
          .selectFrom(matching.as("matching"))
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow();
        n += Number(count);
      }
      return [section, Math.min(n, QUEUE_COUNT_CAP + 1)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<QueueSection, number>;
}
