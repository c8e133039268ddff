import type { DB } from "#app/db/db.server";

/** Who works a lead, as alerts and the timeline name them. */
export interface Assignee {
  id: number;
  name: string;
  email: string;
}

/**
 * The counsellors' line (the round-robin of new leads): each counsellor's turn is kept on their
 * row, so the line belongs with the staff accounts; features/leads hands out its leads by it.
 */

/**
 * Round-robin: the active counsellor whose turn was longest ago (never first, then by id)
 * gets this one, and goes to the back of the line. Undefined when no counsellor is active: the
 * lead waits in the pool and the owners are alerted. Call inside the enquiry's serialised
 * transaction, so two new leads at once go to two different people. `except`: anyone but them.
 */
export async function nextCounsellor(trx: DB, options: { except?: number | null } = {}): Promise<Assignee | null> {
  return (await nextCounsellors(trx, 1, options))[0] ?? null;
}

/**
 * The next `count` turns of the round-robin at once (an import's batch of new leads): the same
 * order as `count` calls of nextCounsellor, in three queries. Empty when no counsellor is active.
 * `except` leaves one person out (a lead passed on for not being called goes to someone else).
 */
export async function nextCounsellors(
  trx: DB,
  count: number,
  options: { except?: number | null } = {},
): Promise<Assignee[]> {
  if (count === 0) return [];
  const except = options.except;
  const line = await trx
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
    .execute();
  if (line.length === 0) return [];
  const { turn } = await trx
    .selectFrom("admins")
    .select((eb) => eb.fn.max("assignment_turn").as("turn"))
    .executeTakeFirstOrThrow();
  const turns = Array.from({ length: count }, (_, n) => line[n % line.length]!);
  // Each takes the turn of their last lead here, so the next enquiry goes to whoever is next in line.
  const lastTurn = new Map(turns.map((person, n) => [person.id, Number(turn ?? 0) + n + 1]));
  for (const [id, last] of lastTurn)
    await trx.updateTable("admins").set({ assignment_turn: last }).where("id", "=", id).execute();
  return turns;
}

export async function assigneeById(db: DB, id: number): Promise<Assignee | null> {
  return (
    (await db.selectFrom("admins").select(["id", "name", "email"]).where("id", "=", id).executeTakeFirst()) ?? null
  );
}
