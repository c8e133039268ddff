import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import type { LeadEventKind } from "./lead-events";

/** Adds one event to a lead's timeline. `actorId` is the staff member; none for the visitor or the system. */
export async function addLeadEvent(
  db: DB,
  event: { leadId: number; kind: LeadEventKind; actorId?: number | null; data?: Record<string, unknown>; at?: string },
): Promise<{ id: number }> {
  return db
    .insertInto("lead_events")
    .values({
      lead_id: event.leadId,
      kind: event.kind,
      actor_id: event.actorId ?? null,
      data: JSON.stringify(event.data ?? {}),
      created_at: event.at ?? now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** A lead's timeline, oldest first, with the name of whoever made each change. */
export async function leadTimeline(db: DB, leadId: number) {
  const rows = await db
    .selectFrom("lead_events")
    .leftJoin("admins", "admins.id", "lead_events.actor_id")
    .select([
      "lead_events.id",
      "lead_events.kind",
      "lead_events.data",
      "lead_events.created_at",
      "lead_events.actor_id",
      "admins.name as actor_name",
    ])
    .where("lead_events.lead_id", "=", leadId)
    .orderBy("lead_events.id")
    .execute();
  return rows.map((row) => ({
    ...row,
    kind: row.kind as LeadEventKind,
    data: JSON.parse(row.data) as Record<string, unknown>,
  }));
}

/** A lead's enquiries, oldest first: each form the person sent, with its page and tags. */
export async function leadEnquiries(db: DB, leadId: number) {
  return db.selectFrom("lead_enquiries").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
}
