import { formatInr } from "#app/utils/format";

/** The lowest and highest of a college's yearly course fees; null for a college with no course. */
export function feeBounds(fees: readonly number[]): { min_fee: number | null; max_fee: number | null } {
  return fees.length ? { min_fee: Math.min(...fees), max_fee: Math.max(...fees) } : { min_fee: null, max_fee: null };
}

/**
 * A college's yearly fees as a range ("₹1,20,000 – ₹4,50,000": the same in English and Hindi), or
 * `onRequest` (the page's words for "Fees on request") when it has none.
 */
export function feeRange(min: number | null, max: number | null, onRequest = "Fees on request"): string {
  if (min === null || max === null) return onRequest;
  return min === max ? formatInr(min) : `${formatInr(min)} – ${formatInr(max)}`;
}
