import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { encodeHash } from "#app/features/admins/password.server";
import { insertSession as insertStaffSession } from "../../scripts/lib/staff-session.mjs";

/**
 * A member of staff written straight into the database. Without a password they can't sign in
 * through the form (their hash is no hash): for tests about what a role may do. With one, they
 * sign in with it, cheaply (see cheapPasswordHash).
 */
export async function insertStaff(
  db: DB,
  person: {
    name: string;
    role: "owner" | "counsellor";
    active?: number;
    email?: string;
    mobile?: string;
    password?: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto("admins")
    .values({
      name: person.name,
      email: (person.email ?? `${person.name.toLowerCase().replace(/\W+/g, ".")}@example.in`).toLowerCase(),
      mobile: person.mobile ?? "9000000000",
      password_hash: person.password === undefined ? "scrypt$not-used" : cheapPasswordHash(person.password),
      role: person.role,
      active: person.active ?? 1,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A password hash in the app's format (app/features/admins/password.server.ts keeps its scrypt
 * parameters in the hash) with a cost of 2^10 instead of 2^17: checking it takes about a
 * millisecond instead of 0.3 s of a core. For accounts that tests sign in with many times; the
 * real cost is what the registration, password-change and login-limit tests hash with.
 */
function cheapPasswordHash(password: string): string {
  const params = { N: 2 ** 10, r: 8, p: 1 };
  const salt = crypto.randomBytes(16);
  return encodeHash(params, salt, crypto.scryptSync(password.normalize("NFKC"), salt, 32, params));
}

/** A live session for that person: the token goes in the session cookie (its SHA-256 is stored). */
export const insertSession: (db: DB, adminId: number) => Promise<string> = insertStaffSession;
