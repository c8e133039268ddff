import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { isSqliteBusy } from "./db-errors";
import { isPostgres } from "./dialect";
import * as initialSchema from "./migrations/2026-11-22T00-00-initial-schema";
import * as leadCapture from "./migrations/2026-11-22T01-00-lead-capture";
import * as loginAttempts from "./migrations/2026-11-22T02-00-login-attempts";
import * as contentVersion from "./migrations/2026-11-22T03-00-content-version";
import * as ipHashKeyOutOfDatabase from "./migrations/2026-11-23T00-00-ip-hash-key-out-of-database";
import * as adminSetupTokens from "./migrations/2026-11-24T01-00-admin-setup-tokens";
import * as leadPipeline from "./migrations/2026-11-25T00-00-lead-pipeline";
import * as outboxRetriedAt from "./migrations/2026-11-26T00-00-outbox-retried-at";
import * as privacy from "./migrations/2026-11-27T00-00-privacy";
import * as discovery from "./migrations/2026-11-28T00-00-discovery";
import * as identity from "./migrations/2026-11-29T00-00-identity";
import * as privacyLimits from "./migrations/2026-11-29T01-00-privacy-limits";
import * as applications from "./migrations/2026-11-30T00-00-applications";
import * as applicationSteps from "./migrations/2026-11-30T01-00-application-steps";
import * as calendarFeeds from "./migrations/2026-11-30T02-00-calendar-feeds";
import * as documents from "./migrations/2026-12-01T00-00-documents";
import * as statusLinks from "./migrations/2026-12-01T02-00-status-links";
import * as payments from "./migrations/2026-12-01T03-00-payments";
import * as firstCallClock from "./migrations/2026-12-02T01-00-first-call-clock";
import * as marketingSpend from "./migrations/2026-12-02T02-00-marketing-spend";
import * as apiKeys from "./migrations/2026-12-02T04-00-api-keys";
import * as leadScaleIndexes from "./migrations/2026-12-02T05-00-lead-scale-indexes";
import * as counsellingSessions from "./migrations/2026-12-02T06-00-counselling-sessions";
import * as leadImports from "./migrations/2026-12-02T07-00-lead-imports";
import * as leadExportOrder from "./migrations/2026-12-02T08-00-lead-export-order";
import * as queueOrder from "./migrations/2026-12-02T09-00-queue-order";
import * as funnelFacts from "./migrations/2026-12-04T00-00-funnel-facts";
import * as leadLanguage from "./migrations/2026-12-05T00-00-lead-language";
import * as collegeHindi from "./migrations/2026-12-05T01-00-college-hindi";
import * as documentFileVersions from "./migrations/2026-12-06T02-00-document-file-versions";
import * as emailReopened from "./migrations/2026-12-06T03-00-email-reopened";

/**
 * Every migration, in order. Listed by hand rather than read from the folder because the
 * production server runs from a bundle, where the folder no longer exists.
 */
const migrations: Record<string, Migration> = {
  "2026-11-22T00-00-initial-schema": initialSchema,
  "2026-11-22T01-00-lead-capture": leadCapture,
  "2026-11-22T02-00-login-attempts": loginAttempts,
  "2026-11-22T03-00-content-version": contentVersion,
  "2026-11-23T00-00-ip-hash-key-out-of-database": ipHashKeyOutOfDatabase,
  "2026-11-24T01-00-admin-setup-tokens": adminSetupTokens,
  "2026-11-25T00-00-lead-pipeline": leadPipeline,
  "2026-11-26T00-00-outbox-retried-at": outboxRetriedAt,
  "2026-11-27T00-00-privacy": privacy,
  "2026-11-28T00-00-discovery": discovery,
  "2026-11-29T00-00-identity": identity,
  "2026-11-29T01-00-privacy-limits": privacyLimits,
  "2026-11-30T00-00-applications": applications,
  "2026-11-30T01-00-application-steps": applicationSteps,
  "2026-11-30T02-00-calendar-feeds": calendarFeeds,
  "2026-12-01T00-00-documents": documents,
  "2026-12-01T02-00-status-links": statusLinks,
  "2026-12-01T03-00-payments": payments,
  "2026-12-02T01-00-first-call-clock": firstCallClock,
  "2026-12-02T02-00-marketing-spend": marketingSpend,
  "2026-12-02T04-00-api-keys": apiKeys,
  "2026-12-02T05-00-lead-scale-indexes": leadScaleIndexes,
  "2026-12-02T06-00-counselling-sessions": counsellingSessions,
  "2026-12-02T07-00-lead-imports": leadImports,
  "2026-12-02T08-00-lead-export-order": leadExportOrder,
  "2026-12-02T09-00-queue-order": queueOrder,
  "2026-12-04T00-00-funnel-facts": funnelFacts,
  "2026-12-05T00-00-lead-language": leadLanguage,
  "2026-12-05T01-00-college-hindi": collegeHindi,
  "2026-12-06T02-00-document-file-versions": documentFileVersions,
  "2026-12-06T03-00-email-reopened": emailReopened,
};

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
