import type { DB } from "#app/db/db.server";

/**
 * A booked counselling session on a lead, starting at `startsAt`, written straight into the table
 * (no slot, no counsellor, no e-mails): for tests about what a session's mark does to the lead.
 */
export async function insertBookedSession(db: DB, leadId: number, startsAt: string): Promise<number> {
  const { id } = await db
    .insertInto("counselling_sessions")
    .values({
      lead_id: leadId,
      starts_at: startsAt,
      ends_at: startsAt,
      status: "booked",
      topic: "Which branch",
      uid: `session-${leadId}@test`,
      manage_salt: `salt-${leadId}`,
      manage_token_hash: `hash-${leadId}`,
      created_at: startsAt,
      updated_at: startsAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
