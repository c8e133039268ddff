import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import type { Database } from "#app/db/schema";
import { NO_TAG, type FunnelStage } from "./funnel";

/**
 * What each stage of the funnel means, over one lead (docs/decisions/053-funnel-report.md).
 * The report counts with these and the inbox's `stage` filter lists with them, so a number and
 * the list it links to cannot disagree.
 *
 * Four facts about a lead:
 * - `called`: a call was logged (any outcome: `first_call_at` is set by the first) or its status
 *   moved past New (someone reached them another way);
 * - `counselled`: a call was logged as Interested, or a counselling session was attended;
 * - `applied`: at least one application;
 * - `admitted`: an application Admitted, or the lead's own status Admitted (set by a call or by hand).
 *
 * A stage is reached when any fact of that stage or a later one holds: a lead admitted without a
 * logged call was contacted all the same, so each stage is part of the one before it and no rate
 * passes 100%.
 *
 * What the facts read from other tables (calls, sessions, applications) is kept on the lead's row
 * by refreshFunnelFacts, which every write to those rows calls: the report then reads a month's
 * leads from leads_funnel_idx alone instead of probing three tables for each of them.
 */
export const FUNNEL_FACTS = ["called", "counselled", "applied", "admitted"] as const;
type FunnelFact = (typeof FUNNEL_FACTS)[number];

type LeadRow = ExpressionBuilder<Database, "leads">;

/** Each fact as a condition on the `leads` row in scope. */
export function funnelFact(eb: LeadRow, fact: FunnelFact): Expression<SqlBool> {
  switch (fact) {
    case "called":
      return eb.or([eb("leads.first_call_at", "is not", null), eb("leads.status", "<>", "new")]);
    case "counselled":
      return eb("leads.funnel_counselled", "=", 1);
    case "applied":
      return eb("leads.funnel_applied", "=", 1);
    case "admitted":
      return eb.or([eb("leads.status", "=", "converted"), eb("leads.funnel_admitted_application", "=", 1)]);
  }
}

/**
 * Writes the facts kept on the row for these leads, from the tables they come from. Called in the
 * transaction of every write that may change one: a logged call, a session marked, an application
 * added or changed, a merge and its undo (rows move between leads), an erasure (it takes the
 * call's outcome and the applications). tests/integration/funnel-facts.test.ts holds each of them
 * to it.
 */
export async function refreshFunnelFacts(trx: DB, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  const pg = isPostgres(trx);
  const asFlag = (eb: LeadRow, condition: Expression<SqlBool>) => eb.case().when(condition).then(1).else(0).end();
  await trx
    .updateTable("leads")
    .set((eb) => ({
      funnel_counselled: asFlag(
        eb,
        eb.or([
          eb.exists(
            eb
              .selectFrom("lead_events")
              .select(sql.lit(1).as("one"))
              .whereRef("lead_events.lead_id", "=", "leads.id")
              // The partial index lead_events_interested_calls_idx holds exactly these rows: its
              // condition is written the same way (migration 2026-12-02T02-00-marketing-spend).
              // Literals, not parameters: the planner matches a partial index's condition by its text.
              .where("lead_events.kind", "=", sql.lit("call_logged"))
              .where(callOutcome(pg), "=", sql.lit("interested")),
          ),
          eb.exists(
            eb
              .selectFrom("counselling_sessions")
              .select(sql.lit(1).as("one"))
              .whereRef("counselling_sessions.lead_id", "=", "leads.id")
              .where("counselling_sessions.status", "=", sql.lit("attended")),
          ),
        ]),
      ),
      funnel_applied: asFlag(
        eb,
        eb.exists(
          eb
            .selectFrom("lead_applications")
            .select(sql.lit(1).as("one"))
            .whereRef("lead_applications.lead_id", "=", "leads.id"),
        ),
      ),
      funnel_admitted_application: asFlag(
        eb,
        eb.exists(
          eb
            .selectFrom("lead_applications")
            .select(sql.lit(1).as("one"))
            .whereRef("lead_applications.lead_id", "=", "leads.id")
            .where("lead_applications.status", "=", "admitted"),
        ),
      ),
    }))
    .where("id", "in", [...new Set(leadIds)])
    .execute();
}

/** A logged call's outcome, from the event's JSON (`{"outcome": "interested", "note": …}`). */
function callOutcome(pg: boolean) {
  return pg
    ? sql<string>`(lead_events.data::jsonb ->> 'outcome')`
    : sql<string>`json_extract(lead_events.data, '$.outcome')`;
}

/** The facts any one of which puts a lead at this stage or beyond. */
export const STAGE_FACTS: Record<FunnelStage, readonly FunnelFact[]> = {
  contacted: ["called", "counselled", "applied", "admitted"],
  counselled: ["counselled", "applied", "admitted"],
  applied: ["applied", "admitted"],
  admitted: ["admitted"],
};

/** The inbox's `stage` filter: the lead has reached this stage. */
export function reachedStage(eb: LeadRow, stage: FunnelStage): Expression<SqlBool> {
  return eb.or(STAGE_FACTS[stage].map((fact) => funnelFact(eb, fact)));
}

/**
 * A campaign tag as the report groups it and the inbox filters by it: any case, and none (or the
 * literal "(none)") as "". An index on the raw column still serves the report, which reads the
 * column from leads_funnel_idx and computes this on the way.
 */
export function tagKey(column: "leads.utm_source" | "leads.utm_campaign") {
  return sql<string>`coalesce(nullif(lower(${sql.ref(column)}), ${sql.lit(NO_TAG)}), '')`;
}

/** The value to compare tagKey with for what the inbox's URL says: NO_TAG means none. */
export const tagFilterValue = (typed: string) => (typed.toLowerCase() === NO_TAG ? "" : typed.toLowerCase());
