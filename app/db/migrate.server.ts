import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { isSqliteBusy } from "./db-errors";
import { isPostgres } from "./dialect";

/**
 * Every migration, found in its folder by Vite at build time (the production server runs from a
 * bundle, where the folder no longer exists). A migration's name is its file name without `.ts`:
 * databases in the field have these names recorded in kysely_migration, so a file is never renamed.
 */
const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(import.meta.glob<Migration>(["./migrations/*.ts", "!./migrations/*.test.ts"], { eager: true })).map(
    ([file, migration]) => [file.replace(/^\.\/migrations\/(.+)\.ts$/, "$1"), migration],
  ),
);

/** Names of every migration, oldest first. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/**
 * Brings the schema up to date. Safe to run twice, and from two processes at once:
 * on PostgreSQL, Kysely's Migrator holds an advisory lock; on SQLite, a second process that
 * loses the race for the write lock gets SQLITE_BUSY, its transaction rolls back, and it
 * retries, by which time the first process has finished and nothing is left to do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = await migratorFor(db);
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
    if (!isSqliteBusy(error) || attempt >= 20) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

/** Brings the schema up to and including the named migration: for tests of one migration's data changes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await (await migratorFor(db)).migrateTo(name);
  if (error) throw error;
}

/**
 * The migrator. On PostgreSQL its own tables are named in the connection's current schema (where
 * an unqualified create table puts them, so nothing moves): without it, Kysely looks for them in
 * every schema it may use, and a second schema's kysely_migration on the same server (another
 * site, a test running beside) makes it skip creating its own, then fail to read it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  if (!isPostgres(db)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]!.schema });
}
