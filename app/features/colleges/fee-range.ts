import { formatInr } from "#app/utils/format";

/** A college's yearly fees as a range ("₹1,20,000 – ₹4,50,000"), or that they are on request. */
export function feeRange(min: number | null, max: number | null): string {
  if (min === null || max === null) return "Fees on request";
  return min === max ? formatInr(min) : `${formatInr(min)} – ${formatInr(max)}`;
}
