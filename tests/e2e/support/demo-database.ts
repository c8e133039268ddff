import { openDatabase } from "#app/db/db.server";
import { migrateToLatest } from "#app/db/migrate.server";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import { parseDatabaseUrl } from "#app/utils/env.server";

/** Migrates the database at `url` and loads the demo catalogue, as a server's first start does. */
export async function initialiseDemoDatabase(url: string): Promise<void> {
  const database = openDatabase(parseDatabaseUrl(url));
  try {
    await migrateToLatest(database.db);
    await initialiseDatabase(database.db, { demoData: true });
  } finally {
    await database.close();
  }
}
