import type { DB } from "#app/db/db.server";

/** Who works a lead, as alerts and the timeline name them. */
export interface Assignee {
  id: number;
  name: string;
  email: string;
}

/**
 * Round-robin: the active counsellor whose turn was longest ago (never first, then by id)
 * gets this one, and goes to the back of the line. Undefined when no counsellor is active: the
 * lead waits in the pool and the owners are alerted. Call inside the enquiry's serialised
 * transaction, so two new leads at once go to two different people. `except`: anyone but them.
 */
export async function nextCounsellor(trx: DB, options: { except?: number | null } = {}): Promise<Assignee | null> {
  const except = options.except;
  const next = await trx
    .selectFrom("admins")
    .select(["id", "name", "email"])
    .where("role", "=", "counsellor")
    .where("active", "=", 1)
    // A lead passed on for not being called goes to someone else (first-call-escalation.server.ts).
    .$if(typeof except === "number", (query) => query.where("id", "!=", except!))
    // NULLs first on both engines: never assigned beats any turn.
    .orderBy((eb) => eb.case().when("assignment_turn", "is", null).then(0).else(1).end())
    .orderBy("assignment_turn")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  const { turn } = await trx
    .selectFrom("admins")
    .select((eb) => eb.fn.max("assignment_turn").as("turn"))
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("admins")
    .set({ assignment_turn: Number(turn ?? 0) + 1 })
    .where("id", "=", next.id)
    .execute();
  return next;
}

export async function assigneeById(db: DB, id: number): Promise<Assignee | null> {
  return (
    (await db.selectFrom("admins").select(["id", "name", "email"]).where("id", "=", id).executeTakeFirst()) ?? null
  );
}
