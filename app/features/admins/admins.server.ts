import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/catalogue-error";
import { hashPassword } from "./password.server";

export interface NewAdminInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** What may leave the server about an admin: never the hash. */
export interface AdminSummary {
  id: number;
  name: string;
  email: string;
}

export async function countAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listAdmins(db: DB): Promise<AdminSummary[]> {
  return db.selectFrom("admins").select(["id", "name", "email"]).orderBy("name").execute();
}

export async function createAdmin(db: DB, input: NewAdminInput): Promise<AdminSummary> {
  const password_hash = await hashPassword(input.password);
  return db
    .insertInto("admins")
    .values({
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      mobile: input.mobile.trim(),
      password_hash,
      created_at: now(),
    })
    .returning(["id", "name", "email"])
    .executeTakeFirstOrThrow();
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: create the first admin if there is none yet.
 * Never touches an existing account (a restart must not reset a changed password).
 */
export async function ensureFirstAdmin(
  db: DB,
  admin: { email: string; password: string; name: string },
): Promise<"created" | "exists"> {
  if ((await countAdmins(db)) > 0) return "exists";
  try {
    await createAdmin(db, { ...admin, mobile: "" });
    return "created";
  } catch (error) {
    // Another process started at the same moment and won the unique e-mail.
    if ((await countAdmins(db)) > 0) return "exists";
    throw error;
  }
}
