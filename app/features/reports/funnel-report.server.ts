import { sql, type ExpressionBuilder } from "kysely";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { addIndiaDays, indiaDayStart } from "#app/utils/india-time";
import {
  FUNNEL_BREAKDOWNS,
  FUNNEL_STAGES,
  NO_TAG,
  type FunnelBreakdown,
  type FunnelRow,
  type StageCounts,
} from "#app/features/leads/funnel";
import type { FunnelRange } from "./funnel-links";
import { FUNNEL_FACTS, STAGE_FACTS, funnelFact, tagKey } from "#app/features/leads/funnel-stages.server";
import { spendOverRange } from "./marketing-spend.server";

export interface FunnelReport {
  range: FunnelRange;
  total: FunnelRow;
  breakdowns: Record<FunnelBreakdown, FunnelRow[]>;
}

/**
 * The funnel over the leads that came in within `range` (docs/decisions/053-funnel-report.md), in
 * total and by source, campaign, form and counsellor, with spend per source.
 *
 * One statement: the range's leads are read once, from leads_funnel_idx alone, each with its four
 * facts (funnel-stages.server.ts, kept on the lead's row), into a materialised set; each breakdown is then a GROUP BY over that
 * set, joined by UNION ALL. A lead merged into another is left out (its enquiries count on the
 * survivor); an erased lead still counts, by what its row keeps (day, source, campaign, form,
 * status, first call).
 */
export async function funnelReport(db: DB, range: FunnelRange): Promise<FunnelReport> {
  const grouped = isPostgres(db)
    ? // PostgreSQL would spend longer compiling this statement (JIT, which its cost estimate turns
      // on for a range of a year or more) than running it: off, for it alone.
      await db.transaction().execute(async (trx) => {
        await sql`set local jit = off`.execute(trx);
        return stageCounts(trx, range);
      })
    : await stageCounts(db, range);

  const spend = await spendOverRange(db, range);
  const names = await counsellorNames(
    db,
    grouped.filter((row) => row.breakdown === "counsellor").map((row) => row.key),
  );
  const rows = (breakdown: FunnelBreakdown) =>
    grouped
      .filter((row) => row.breakdown === breakdown)
      .map((row) => toRow(breakdown, row.key, countsOf(row), names))
      .sort(byEnquiries);
  const bySource = rows("source");
  // A source with spend but no leads in the range is a row too: that money bought nothing.
  for (const source of spend.keys())
    if (!bySource.some((row) => sourceKey(row) === source)) bySource.push(toRow("source", source, zeroCounts(), names));
  for (const row of bySource) row.spendPaise = spend.get(sourceKey(row)) ?? 0;

  const totalRow = grouped.find((row) => row.breakdown === "total");
  return {
    range,
    total: {
      key: null,
      label: "All leads",
      counts: totalRow ? countsOf(totalRow) : zeroCounts(),
      spendPaise: [...spend.values()].reduce((sum, paise) => sum + paise, 0),
    },
    breakdowns: {
      source: bySource.sort(byEnquiries),
      campaign: rows("campaign"),
      form: rows("form"),
      counsellor: rows("counsellor"),
    },
  };
}

/** The counts of every breakdown's rows and the total, by `breakdown` and `key`, in one statement. */
function stageCounts(db: DB, range: FunnelRange) {
  return db
    .with(
      (cte) => cte("funnel_leads").materialized(),
      (qb) =>
        qb
          .selectFrom("leads")
          .where("leads.created_at", ">=", indiaDayStart(range.from))
          .where("leads.created_at", "<", indiaDayStart(addIndiaDays(range.to, 1)))
          .where("leads.merged_into", "is", null)
          .select((eb) => [
            // As the inbox's source filter compares: any case, and none as "".
            tagKey("leads.utm_source").as("source"),
            tagKey("leads.utm_campaign").as("campaign"),
            "leads.form as form",
            // Text, so that every arm of the union below has a text key.
            sql<string | null>`cast(leads.assignee_id as text)`.as("counsellor"),
            ...FUNNEL_FACTS.map((fact) => eb.case().when(funnelFact(eb, fact)).then(1).else(0).end().as(fact)),
          ]),
    )
    .selectFrom("funnel_leads")
    .select((eb) => [sql.lit<string>("total").as("breakdown"), sql<string | null>`null`.as("key"), ...stageSums(eb)])
    .unionAll(
      FUNNEL_BREAKDOWNS.map((breakdown) =>
        db
          .selectFrom(sql<FunnelLeadRow>`funnel_leads`.as("funnel_leads"))
          .select((eb) => [
            sql.lit(breakdown).as("breakdown"),
            sql.ref<string | null>(breakdown).as("key"),
            ...stageSums(eb),
          ])
          .groupBy(breakdown),
      ),
    )
    .execute();
}

/** The columns of the materialised set, as the union's arms read them. */
interface FunnelLeadRow {
  source: string;
  campaign: string;
  form: string;
  counsellor: string | null;
  called: number;
  counselled: number;
  applied: number;
  admitted: number;
}

type FunnelLeads = ExpressionBuilder<{ funnel_leads: FunnelLeadRow }, "funnel_leads">;

/** The leads counted, and at each stage those with any of its facts (funnel-stages.server.ts). */
function stageSums(eb: FunnelLeads) {
  return [
    eb.fn.countAll<number | string>().as("enquiries"),
    ...FUNNEL_STAGES.map((stage) =>
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(eb.or(STAGE_FACTS[stage].map((fact) => eb(fact, "=", 1))))
            .then(1)
            .else(0)
            .end(),
        )
        .as(stage),
    ),
  ];
}

/** PostgreSQL answers counts and sums as text (bigint); SQLite as numbers. */
function countsOf(row: Record<"enquiries" | (typeof FUNNEL_STAGES)[number], number | string | null>): StageCounts {
  return {
    enquiries: Number(row.enquiries ?? 0),
    contacted: Number(row.contacted ?? 0),
    counselled: Number(row.counselled ?? 0),
    applied: Number(row.applied ?? 0),
    admitted: Number(row.admitted ?? 0),
  };
}

const zeroCounts = (): StageCounts => ({ enquiries: 0, contacted: 0, counselled: 0, applied: 0, admitted: 0 });

/** A row with the inbox's key and the page's label: none is NO_TAG, nobody is "unassigned". */
function toRow(
  breakdown: FunnelBreakdown,
  key: string | null,
  counts: StageCounts,
  names: Map<string, string>,
): FunnelRow {
  switch (breakdown) {
    case "source":
      return { key: key || NO_TAG, label: key || "Direct or none", counts };
    case "campaign":
      return { key: key || NO_TAG, label: key || "No campaign", counts };
    case "form":
      return { key, label: key ?? "", counts };
    case "counsellor":
      return key === null
        ? { key: "unassigned", label: "Unassigned", counts }
        : { key, label: names.get(key) ?? `Staff #${key}`, counts };
  }
}

/** The spend table's key of a source row: the direct bucket is "" there. */
const sourceKey = (row: FunnelRow) => (row.key === NO_TAG ? "" : (row.key ?? ""));

const byEnquiries = (a: FunnelRow, b: FunnelRow) =>
  b.counts.enquiries - a.counts.enquiries || a.label.localeCompare(b.label);

async function counsellorNames(db: DB, keys: (string | null)[]): Promise<Map<string, string>> {
  const ids = keys.filter((key): key is string => key !== null).map(Number);
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("admins").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [String(row.id), row.name]));
}
