import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * A lead's funnel facts on its own row (docs/decisions/053-funnel-report.md, "facts on the row"):
 * - `funnel_counselled`: a call was logged as Interested, or a counselling session was attended;
 * - `funnel_applied`: the lead has at least one application;
 * - `funnel_admitted_application`: one of its applications is Admitted.
 * Each is 0 or 1, written where calls, session marks, applications, merges and erasures are
 * (features/leads/funnel-stages.server.ts, refreshFunnelFacts). The report then reads a month's
 * leads from one index alone, where before it probed three tables for each lead: at a million
 * leads PostgreSQL's month took 400–530 ms.
 *
 * The existing leads are filled here from the tables, in three set-wise updates. leads_funnel_idx
 * is made again with the three columns, so the report still never reads the wide lead rows.
 *
 * Frozen in time: the facts' definitions are copied here as they are today.
 */

const FACTS = ["funnel_counselled", "funnel_applied", "funnel_admitted_application"];

/** leads_funnel_idx as migration 2026-12-02T02-00-marketing-spend made it. */
const EARLIER_INDEX_COLUMNS = [
  "created_at",
  "merged_into",
  "status",
  "first_call_at",
  "form",
  "assignee_id",
  "utm_source",
  "utm_campaign",
  "id",
];
const FACTS_INDEX_COLUMNS = [...EARLIER_INDEX_COLUMNS.slice(0, 4), ...FACTS, ...EARLIER_INDEX_COLUMNS.slice(4)];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function remakeFunnelIndex(db: Kysely<any>, columns: string[]): Promise<void> {
  await db.schema.dropIndex("leads_funnel_idx").execute();
  await db.schema.createIndex("leads_funnel_idx").on("leads").columns(columns).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of FACTS) {
    await db.schema
      .alterTable("leads")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const outcome = isPostgres(db) ? sql`(data::jsonb ->> 'outcome')` : sql`json_extract(data, '$.outcome')`;
  await sql`update leads set funnel_counselled = 1 where id in (
      select lead_id from lead_events where kind = 'call_logged' and ${outcome} = 'interested'
      union select lead_id from counselling_sessions where status = 'attended')`.execute(db);
  await sql`update leads set funnel_applied = 1 where id in (select lead_id from lead_applications)`.execute(db);
  await sql`update leads set funnel_admitted_application = 1
    where id in (select lead_id from lead_applications where status = 'admitted')`.execute(db);

  await remakeFunnelIndex(db, FACTS_INDEX_COLUMNS);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await remakeFunnelIndex(db, EARLIER_INDEX_COLUMNS);
  for (const column of FACTS) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
