import { ADMIN, SESSION_COOKIE, firstAdminEnv, withDatabase } from "../admin/admin-helpers";
import { insertSession } from "../../setup/staff";
import { demoDatabaseUrl, type Engine } from "./databases";
import { startServer, type RunningServer } from "./server";

/**
 * A production server on a new demo database of one engine, with the first admin (an owner,
 * ADMIN) and a live session of theirs, written straight into the database: for tests that walk
 * the admin area as staff without signing in through a form each time.
 */
export interface StaffServer {
  server: RunningServer;
  databaseUrl: string;
  owner: { id: number; cookie: string };
}

export async function startStaffServer(engine: Engine, env: Record<string, string> = {}): Promise<StaffServer> {
  const databaseUrl = await demoDatabaseUrl(engine);
  const adminEnv = await firstAdminEnv(databaseUrl);
  const owner = await withDatabase(databaseUrl, async (db) => {
    const { id } = await db
      .selectFrom("admins")
      .select("id")
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    return { id, cookie: sessionCookie(await insertSession(db, id)) };
  });
  const server = await startServer({ DATABASE_URL: databaseUrl, LEADS_PER_IP_PER_HOUR: "0", ...adminEnv, ...env });
  return { server, databaseUrl, owner };
}

/** The Cookie header of a session token. */
export const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}`;
