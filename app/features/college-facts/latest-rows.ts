import type { ExpressionBuilder } from "kysely";
import type { Database } from "#app/db/schema";

/**
 * Which stored rows are "the latest", the one rule the college page and compare both read by:
 * conditions for a query's `where`, over the table named by the alias each takes.
 */

/** Cut-offs as `c`: each college's exam's latest year held, and that year's final round. */
export const finalRoundOfLatestYear = ({
  eb,
  and,
  selectFrom,
}: ExpressionBuilder<Database & { c: Database["cutoffs"] }, "c">) =>
  and([
    eb(
      "c.year",
      "=",
      selectFrom("cutoffs as y")
        .select(({ fn }) => fn.max("y.year").as("year"))
        .whereRef("y.college_id", "=", "c.college_id")
        .whereRef("y.exam", "=", "c.exam"),
    ),
    eb(
      "c.round",
      "=",
      selectFrom("cutoffs as r")
        .select(({ fn }) => fn.max("r.round").as("round"))
        .whereRef("r.college_id", "=", "c.college_id")
        .whereRef("r.exam", "=", "c.exam")
        .whereRef("r.year", "=", "c.year"),
    ),
  ]);

/** NIRF ranks as `n`: each college's latest year in each list. */
export const latestNirfYear = ({
  eb,
  selectFrom,
}: ExpressionBuilder<Database & { n: Database["nirf_rankings"] }, "n">) =>
  eb(
    "n.year",
    "=",
    selectFrom("nirf_rankings as m")
      .select(({ fn }) => fn.max("m.year").as("year"))
      .whereRef("m.college_id", "=", "n.college_id")
      .whereRef("m.category", "=", "n.category"),
  );
