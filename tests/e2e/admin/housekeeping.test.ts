import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { browserEngines, newDatabaseUrl } from "../support/databases";
import { startServer } from "../support/server";
import { ADMIN, withDatabase } from "./admin-helpers";

/**
 * Expired sessions and old login attempts are deleted by the server itself, at start and then
 * at intervals (hardening issue, finding 9), so the tables don't grow for ever.
 */

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

for (const engine of browserEngines()) {
  describe(`housekeeping [${engine}]`, () => {
    test("a started server deletes expired and idle sessions and login attempts older than 15 minutes, and keeps the rest", async () => {
      const databaseUrl = await newDatabaseUrl(engine);
      const env = {
        DATABASE_URL: databaseUrl,
        DEMO_DATA: "0",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      // A first start creates the tables and the admin.
      await (await startServer(env)).stop();

      const session = (id: string, values: { last_seen_at: string; expires_at: string }) => ({
        id: crypto.createHash("sha256").update(id).digest("hex"),
        created_at: ago(HOUR),
        ...values,
      });
      const sessions = {
        expired: session("expired", { last_seen_at: ago(60_000), expires_at: ago(1_000) }),
        idle: session("idle", { last_seen_at: ago(3 * HOUR), expires_at: ahead(HOUR) }),
        live: session("live", { last_seen_at: ago(60_000), expires_at: ahead(HOUR) }),
      };
      const attempt = (email: string, createdAt: string) => ({
        email,
        ip_hash: "0".repeat(32),
        succeeded: 0,
        created_at: createdAt,
      });
      await withDatabase(databaseUrl, async (db) => {
        const admin = await db.selectFrom("admins").select("id").executeTakeFirstOrThrow();
        await db
          .insertInto("admin_sessions")
          .values(Object.values(sessions).map((row) => ({ ...row, admin_id: admin.id })))
          .execute();
        await db
          .insertInto("login_attempts")
          .values([attempt("old@example.com", ago(16 * 60_000)), attempt("recent@example.com", ago(60_000))])
          .execute();
      });

      const server = await startServer(env);
      try {
        const remaining = () =>
          withDatabase(databaseUrl, async (db) => ({
            sessions: (await db.selectFrom("admin_sessions").select("id").execute()).map((row) => row.id),
            attempts: (await db.selectFrom("login_attempts").select("email").execute()).map((row) => row.email),
          }));
        await expect
          .poll(remaining, { timeout: 10_000, interval: 200 })
          .toEqual({ sessions: [sessions.live.id], attempts: ["recent@example.com"] });
      } finally {
        await server.stop();
      }
    });
  });
}
