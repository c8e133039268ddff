import { filterDates } from "#app/utils/filter-date";
import type { LeadFilters } from "#app/features/leads/leads-inbox.server";
import { FUNNEL_STAGES } from "#app/features/leads/funnel";
import { LEAD_FORMS } from "#app/features/leads/lead-fields";
import { LEAD_STATUSES } from "#app/features/leads/lead-status";

export const FOLLOW_UP_FILTERS = ["overdue", "today"] as const;

/** The keys a view is bookmarked by, in the order they appear in the URL. */
const FILTER_KEYS = [
  "q",
  "from",
  "to",
  "form",
  "source",
  "campaign",
  "stage",
  "status",
  "assignee",
  "followUp",
  "course",
  "language",
] as const;

/** The languages a lead may prefer (the public site's: app/utils/i18n/locale.ts), with the inbox's words. */
export const LEAD_LANGUAGES = { en: "English", hi: "Hindi" } as const;

/** The inbox's date filters: India days, "from" and "to" both included. */
export type LeadDateFilter = "from" | "to";

/**
 * Reads the inbox filters from a URL, dropping anything malformed rather than failing. A date
 * filter that is not a date is left out, and `notDates` says what was typed there, for the page
 * to show beside it (app/utils/filter-date.ts).
 */
export function leadFiltersFrom(
  url: URL,
): LeadFilters & { page: number; notDates: Partial<Record<LeadDateFilter, string>> } {
  const get = (key: string) => url.searchParams.get(key)?.trim() || undefined;
  const { days, notDates } = filterDates<LeadDateFilter>(url.searchParams, ["from", "to"]);
  const form = get("form");
  const status = get("status");
  const assignee = get("assignee");
  const followUp = get("followUp");
  const stage = get("stage");
  const language = get("language");
  const page = Number.parseInt(get("page") ?? "1", 10);
  return {
    q: get("q")?.slice(0, 100),
    from: days.from,
    to: days.to,
    form: form && (LEAD_FORMS as readonly string[]).includes(form) ? form : undefined,
    source: get("source")?.slice(0, 100),
    campaign: get("campaign")?.slice(0, 100),
    stage: FUNNEL_STAGES.find((known) => known === stage),
    status: LEAD_STATUSES.find((known) => known === status),
    assignee: assignee && (assignee === "unassigned" || /^[1-9]\d{0,9}$/.test(assignee)) ? assignee : undefined,
    followUp: followUp && (FOLLOW_UP_FILTERS as readonly string[]).includes(followUp) ? followUp : undefined,
    course: get("course")?.slice(0, 100),
    language: language && language in LEAD_LANGUAGES ? language : undefined,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    notDates,
  };
}

export function filtersToQuery(filters: LeadFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
