import type { DB } from "#app/db/db.server";
import { indiaDay, indiaDayRange } from "#app/utils/india-time";
import type { LeadViewer } from "./leads-inbox.server";
import { CLOSED_STATUSES } from "./lead-status";

/** The instant India's day containing `at` ends ("today" for the counsellors is India's day). */
export function endOfIndiaDay(at: Date): string {
  return indiaDayRange(indiaDay(at)).end;
}

/**
 * A counsellor's queue: their open leads, overdue follow-ups first (oldest due first), then those
 * due later today, then new leads not yet called (oldest enquiry first: the longest waiting is
 * called first), then the rest by their follow-up time.
 */
export async function leadQueue(db: DB, viewer: LeadViewer, at = new Date()) {
  const nowIso = at.toISOString();
  const todayEnds = endOfIndiaDay(at);
  const rows = await db
    .selectFrom("leads")
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
    .where("assignee_id", "=", viewer.id)
    .where("status", "not in", CLOSED_STATUSES)
    // Nobody calls a person who asked for no contact, unless they enquired again since (and
    // then about that enquiry only), or whose details are erased: lead-contact.ts's mayCall.
    .where((eb) =>
      eb.or([
        eb("contact_withdrawn_at", "is", null),
        eb("enquiry_after_withdrawal_at", ">=", eb.ref("contact_withdrawn_at")),
      ]),
    )
    .where("merged_into", "is", null)
    .where("erased_at", "is", null)
    .execute();
  const section = (row: (typeof rows)[number]) => {
    const due = row.next_follow_up_at;
    if (due && due < nowIso) return "overdue" as const;
    if (due && due < todayEnds) return "today" as const;
    if (row.status === "new" && !due) return "new" as const;
    return "later" as const;
  };
  const order = { overdue: 0, today: 1, new: 2, later: 3 };
  const key = (row: (typeof rows)[number]) => row.next_follow_up_at ?? row.last_enquiry_at ?? row.created_at;
  return rows
    .map((row) => ({ ...row, section: section(row) }))
    .sort((a, b) => order[a.section] - order[b.section] || key(a).localeCompare(key(b)) || a.id - b.id);
}

export type QueueSection = Awaited<ReturnType<typeof leadQueue>>[number]["section"];
