import { formatInr } from "#app/utils/format";

/** The lowest and highest of a college's yearly course fees; null for a college with no course. */
export function feeBounds(fees: readonly number[]): { min_fee: number | null; max_fee: number | null } {
  return fees.length ? { min_fee: Math.min(...fees), max_fee: Math.max(...fees) } : { min_fee: null, max_fee: null };
}

/** A college's yearly fees as a range ("₹1,20,000 – ₹4,50,000"), or that they are on request. */
export function feeRange(min: number | null, max: number | null): string {
  if (min === null || max === null) return "Fees on request";
  return min === max ? formatInr(min) : `${formatInr(min)} – ${formatInr(max)}`;
}
