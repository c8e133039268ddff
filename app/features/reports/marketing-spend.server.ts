import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import type { SpendInput } from "./spend-schema";

/**
 * Marketing spend per source and month (docs/decisions/053-funnel-report.md). Owners enter it; the
 * funnel report divides it by the leads and admissions of that source.
 */

/** Sets what was spent on a source in a month, replacing any earlier amount; 0 removes it. */
export async function saveSpend(db: DB, input: SpendInput, actorId: number): Promise<SpendInput> {
  if (input.amount === 0) {
    await db
      .deleteFrom("marketing_spend")
      .where("source", "=", input.source)
      .where("month", "=", input.month)
      .execute();
    return input;
  }
  const row = { amount_paise: input.amount, updated_by: actorId, updated_at: now() };
  await db
    .insertInto("marketing_spend")
    .values({ source: input.source, month: input.month, ...row })
    .onConflict((oc) => oc.columns(["source", "month"]).doUpdateSet(row))
    .execute();
  return input;
}

/**
 * The spend per source over a range of India days, in paise. A month the range covers in part
 * counts in proportion to its days in the range (the 1st to the 15th of a 30-day month: half its
 * spend), so a fortnight's cost per lead is not charged a whole month's money.
 */
export async function spendOverRange(db: DB, range: { from: string; to: string }): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("marketing_spend")
    .select(["source", "month", "amount_paise"])
    .where("month", ">=", range.from.slice(0, 7))
    .where("month", "<=", range.to.slice(0, 7))
    .execute();
  const totals = new Map<string, number>();
  for (const row of rows) {
    const share = daysInRange(row.month, range) / daysInMonth(row.month);
    totals.set(row.source, (totals.get(row.source) ?? 0) + Math.round(Number(row.amount_paise) * share));
  }
  return totals;
}

/** The spend entered for the months a range touches, for the page to list. */
export function spendEntries(db: DB, range: { from: string; to: string }) {
  return db
    .selectFrom("marketing_spend")
    .select(["source", "month", "amount_paise"])
    .where("month", ">=", range.from.slice(0, 7))
    .where("month", "<=", range.to.slice(0, 7))
    .orderBy("month")
    .orderBy("source")
    .execute();
}

/** Days in a YYYY-MM month. */
function daysInMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/** How many days of a YYYY-MM month lie within the range (both ends included). */
function daysInRange(month: string, range: { from: string; to: string }): number {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
  const start = range.from > first ? range.from : first;
  const end = range.to < last ? range.to : last;
  return end < start ? 0 : (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
}
