import crypto from "node:crypto";

/**
 * A live session of an hour for that member of staff, written as a sign-in would write it: the
 * token goes in the session cookie, only its SHA-256 is stored. For the tests and the bench,
 * whose staff need not sign in through a form each time.
 * @param {import("kysely").Kysely<any>} db
 * @param {number} adminId
 * @returns {Promise<string>} the token
 */
export async function insertSession(db, adminId) {
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
