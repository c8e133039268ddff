import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Marketing spend and the funnel report's indexes (issue 25, part 3;
 * docs/decisions/053-funnel-report.md). Frozen in time.
 *
 * - `marketing_spend`: what the consultancy spent on one source in one month, in paise. The
 *   source is the lead's `utm_source` lower-cased ("" for leads with none: the direct or no-source
 *   bucket), as the report groups leads, so a spend row meets its leads without a function call.
 * - `leads_funnel_idx`: the month's leads in `created_at` order with every column the report
 *   groups and counts by, so a month's funnel reads the index alone and never the wide lead rows.
 * - `lead_events_interested_calls_idx`: the calls logged as Interested, and nothing else (partial,
 *   on the same expression the report's query writes), so "counselled" is one small index probe per
 *   lead and never reads an event's JSON. Without it, a month of a million-lead database spent most
 *   of its time there.
 * - `lead_applications_lead_status_idx`: a lead's applications by status, for "admitted".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("marketing_spend")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("marketing_spend_pk", ["source", "month"])
    .execute();
  await db.schema
    .createIndex("leads_funnel_idx")
    .on("leads")
    .columns([
      "created_at",
      "merged_into",
      "status",
      "first_call_at",
      "form",
      "assignee_id",
      "utm_source",
      "utm_campaign",
      "id",
    ])
    .execute();
  // The outcome as each engine reads JSON: features/leads/funnel-stages.server.ts writes it the same way.
  const outcome = isPostgres(db) ? sql`(data::jsonb ->> 'outcome')` : sql`json_extract(data, '$.outcome')`;
  await sql`create index lead_events_interested_calls_idx on lead_events (lead_id)
    where kind = 'call_logged' and ${outcome} = 'interested'`.execute(db);
  await db.schema
    .createIndex("lead_applications_lead_status_idx")
    .on("lead_applications")
    .columns(["lead_id", "status"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lead_applications_lead_status_idx").execute();
  await db.schema.dropIndex("lead_events_interested_calls_idx").execute();
  await db.schema.dropIndex("leads_funnel_idx").execute();
  await db.schema.dropTable("marketing_spend").execute();
}
