import { href } from "react-router";
import { filterDates } from "#app/utils/filter-date";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import type { FunnelBreakdown, FunnelStage } from "#app/features/leads/funnel";
import { filtersToQuery } from "#app/features/inbox/lead-filters";
import { LEAD_FORMS } from "#app/features/leads/lead-fields";
import type { LeadFilters } from "#app/features/leads/leads-inbox.server";

/** The report's range of India days, both included. */
export interface FunnelRange {
  from: string;
  to: string;
}

/**
 * The range a report's address asks for: `from` and `to` (India days), each defaulting to the
 * current India month's first and last day; the wrong way round, they are swapped. What is not a
 * date is ignored and named in `notDates`, as the inbox does.
 */
export function funnelRangeFrom(url: URL, today = indiaDay(new Date())) {
  const { days, notDates } = filterDates(url.searchParams, ["from", "to"] as const);
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = addIndiaDays(`${addIndiaDays(monthStart, 31).slice(0, 7)}-01`, -1);
  const from = days.from ?? monthStart;
  const to = days.to ?? monthEnd;
  return { range: from <= to ? { from, to } : { from: to, to: from }, notDates };
}

/** The inbox's filter a breakdown's row sets. */
const BREAKDOWN_FILTER = {
  source: "source",
  campaign: "campaign",
  form: "form",
  counsellor: "assignee",
} as const satisfies Record<FunnelBreakdown, keyof LeadFilters>;

/**
 * The inbox view of one number: the range's leads, of this row (none for the total), at this stage
 * (none for enquiries). Undefined when the inbox cannot filter by the row: a form it does not know.
 */
export function inboxHref(
  range: FunnelRange,
  row: { breakdown: FunnelBreakdown; key: string | null } | undefined,
  stage: FunnelStage | undefined,
): string | undefined {
  const filters: LeadFilters = { from: range.from, to: range.to, stage };
  if (row) {
    if (row.key === null) return undefined;
    if (row.breakdown === "form" && !(LEAD_FORMS as readonly string[]).includes(row.key)) return undefined;
    filters[BREAKDOWN_FILTER[row.breakdown]] = row.key;
  }
  return `${href("/Admin/leads")}${filtersToQuery(filters)}`;
}
