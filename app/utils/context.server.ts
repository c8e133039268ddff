import type { AppLoadContext } from "react-router";
import type { DB } from "#app/db/db.server";

/** The database handle a loader or action works with (set up once in server/app.ts). */
export function dbFrom(context: AppLoadContext): DB {
  return context.database.db;
}
