import type { DB } from "#app/db/db.server";
import { indiaDay, indiaDayRange } from "#app/utils/india-time";
import type { LeadViewer } from "./leads-inbox.server";
import { CLOSED_STATUSES } from "./lead-status";

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

/** Each section's rule, as a condition on the open leads (the same rules as the sort below). */
function inSection(query: OpenLeads, section: QueueSection, nowIso: string, todayEnds: string): OpenLeads {
  switch (section) {
    case "overdue":
      return query.where("next_follow_up_at", "<", nowIso);
    case "today":
      return query.where("next_follow_up_at", ">=", nowIso).where("next_follow_up_at", "<", todayEnds);
    case "new":
      return query.where("status", "=", "new").where("next_follow_up_at", "is", null);
    case "later":
      return query.where((eb) =>
        eb.or([
          eb("next_follow_up_at", ">=", todayEnds),
          eb.and([eb("next_follow_up_at", "is", null), eb("status", "!=", "new")]),
        ]),
      );
  }
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
  const sections = await Promise.all(
    SECTION_ORDER.map(async (section) => {
      const rows = await inSection(callableOpenLeads(db, viewer), section, nowIso, todayEnds)
        .select([
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
        ])
        .orderBy((eb) => eb.fn.coalesce("next_follow_up_at", "last_enquiry_at", "created_at"))
        .orderBy("id")
        .limit(perSection)
        .execute();
      return rows.map((row) => ({ ...row, section }));
    }),
  );
  return sections.flat();
}

/** How many leads each section of the queue holds in all (the queue shows the first of each). */
export async function leadQueueCounts(
  db: DB,
  viewer: LeadViewer,
  at = new Date(),
): Promise<Record<QueueSection, number>> {
  const nowIso = at.toISOString();
  const todayEnds = endOfIndiaDay(at);
  const counts = await Promise.all(
    SECTION_ORDER.map(async (section) => {
      const { n } = await inSection(callableOpenLeads(db, viewer), section, nowIso, todayEnds)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return [section, Number(n)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<QueueSection, number>;
}
