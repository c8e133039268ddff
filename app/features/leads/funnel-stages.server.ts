import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "#app/db/schema";
import { NO_TAG, type FunnelStage } from "./funnel";

/**
 * What each stage of the funnel means, in SQL over one lead (docs/decisions/053-funnel-report.md).
 * The report counts with these and the inbox's `stage` filter lists with them, so a number and
 * the list it links to cannot disagree.
 *
 * Four facts about a lead, each read once per lead:
 * - `called`: a call was logged (any outcome: `first_call_at` is set by the first) or its status
 *   moved past New (someone reached them another way);
 * - `counselled`: a call was logged as Interested, or a counselling session was attended;
 * - `applied`: at least one application;
 * - `admitted`: an application Admitted, or the lead's own status Admitted (set by a call or by hand).
 *
 * A stage is reached when any fact of that stage or a later one holds: a lead admitted without a
 * logged call was contacted all the same, so each stage is part of the one before it and no rate
 * passes 100%.
 */
export const FUNNEL_FACTS = ["called", "counselled", "applied", "admitted"] as const;
type FunnelFact = (typeof FUNNEL_FACTS)[number];

type LeadRow = ExpressionBuilder<Database, "leads">;

/** Each fact as a condition on the `leads` row in scope. `pg`: the engine reads JSON its own way. */
export function funnelFact(eb: LeadRow, fact: FunnelFact, pg: boolean): Expression<SqlBool> {
  switch (fact) {
    case "called":
      return eb.or([eb("leads.first_call_at", "is not", null), eb("leads.status", "<>", "new")]);
    case "counselled":
      return eb.or([
        eb.exists(
          onePerLead(
            pg,
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
        ),
        // A counselling session the student attended (features/counselling): a lead has a few
        // sessions at most, found by counselling_sessions_lead_idx.
        eb.exists(
          onePerLead(
            pg,
            eb
              .selectFrom("counselling_sessions")
              .select(sql.lit(1).as("one"))
              .whereRef("counselling_sessions.lead_id", "=", "leads.id")
              .where("counselling_sessions.status", "=", sql.lit("attended")),
          ),
        ),
      ]);
    case "applied":
      return eb.exists(
        onePerLead(
          pg,
          eb
            .selectFrom("lead_applications")
            .select(sql.lit(1).as("one"))
            .whereRef("lead_applications.lead_id", "=", "leads.id"),
        ),
      );
    case "admitted":
      return eb.or([
        eb("leads.status", "=", "converted"),
        eb.exists(
          onePerLead(
            pg,
            eb
              .selectFrom("lead_applications")
              .select(sql.lit(1).as("one"))
              .whereRef("lead_applications.lead_id", "=", "leads.id")
              .where("lead_applications.status", "=", "admitted"),
          ),
        ),
      ]);
  }
}

/**
 * Each fact is looked up for each lead by its index, on PostgreSQL too. Left to itself,
 * PostgreSQL turns such an EXISTS into a hash of every matching row in the whole table (every
 * interested call, every application: 230,000 each at a million leads), built anew for each
 * report, even for a month of 28,000 leads: 550–770 ms, against 340 ms a lead at a time
 * (2026-12-04, docs/performance.md). An OFFSET, even 0, is what keeps the planner from it (it
 * only rewrites an EXISTS that has none); SQLite looks each up by index anyway, and takes no
 * OFFSET without a LIMIT.
 */
function onePerLead<Query extends { offset(offset: number): Query }>(pg: boolean, query: Query): Query {
  return pg ? query.offset(0) : query;
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
export function reachedStage(eb: LeadRow, stage: FunnelStage, pg: boolean): Expression<SqlBool> {
  return eb.or(STAGE_FACTS[stage].map((fact) => funnelFact(eb, fact, pg)));
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
