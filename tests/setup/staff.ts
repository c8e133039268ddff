import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";

/**
 * A member of staff written straight into the database, for tests about what a role may do
 * (not about signing in: their password hash is no hash, so they can't sign in through the form).
 */
export async function insertStaff(
  db: DB,
  person: { name: string; role: "owner" | "counsellor"; active?: number; email?: string },
): Promise<number> {
  const { id } = await db
    .insertInto("admins")
    .values({
      name: person.name,
      email: person.email ?? `${person.name.toLowerCase().replace(/\W+/g, ".")}@example.in`,
      mobile: "9000000000",
      password_hash: "scrypt$not-used",
      role: person.role,
      active: person.active ?? 1,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A live session for that person: the token goes in the session cookie (its SHA-256 is stored). */
export async function insertSession(db: DB, adminId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const at = new Date();
  await db
    .insertInto("admin_sessions")
    .values({
      id: crypto.createHash("sha256").update(token).digest("hex"),
      admin_id: adminId,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + 3_600_000).toISOString(),
    })
    .execute();
  return token;
}
