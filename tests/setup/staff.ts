import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { encodeHash, TEST_HASH_PARAMS } from "#app/features/admins/password.server";
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
 * parameters in the hash) at the tests' cost, the one the tests' servers hash new passwords at
 * too (ADR 092). The real cost is tests/integration/admins-and-settings.test.ts's and the
 * login-limit tests', which run `node server.js`.
 */
function cheapPasswordHash(password: string): string {
  const salt = crypto.randomBytes(16);
  return encodeHash(TEST_HASH_PARAMS, salt, crypto.scryptSync(password.normalize("NFKC"), salt, 32, TEST_HASH_PARAMS));
}

/** A live session for that person: the token goes in the session cookie (its SHA-256 is stored). */
export const insertSession: (db: DB, adminId: number) => Promise<string> = insertStaffSession;
