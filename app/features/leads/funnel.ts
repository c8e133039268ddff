/**
 * The funnel report's words and shapes (docs/decisions/053-funnel-report.md), shared by the
 * server that counts (funnel-report.server.ts), the inbox filter that lists the same leads, the
 * page and the CSV file.
 */

/** The stages after "enquiries", in order. A lead at a stage has reached every stage before it. */
export const FUNNEL_STAGES = ["contacted", "counselled", "applied", "admitted"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<"enquiries" | FunnelStage, string> = {
  enquiries: "Enquiries",
  contacted: "Contacted",
  counselled: "Counselled",
  applied: "Applied",
  admitted: "Admitted",
};

/** What the report is broken down by; each is a tab and a filter of the inbox. */
export const FUNNEL_BREAKDOWNS = ["source", "campaign", "form", "counsellor"] as const;
export type FunnelBreakdown = (typeof FUNNEL_BREAKDOWNS)[number];

export const FUNNEL_BREAKDOWN_LABELS: Record<FunnelBreakdown, string> = {
  source: "Source",
  campaign: "Campaign",
  form: "Form",
  counsellor: "Counsellor",
};

/**
 * The inbox's value for "no utm_source" (or no campaign): leads that came straight to the site or
 * from an untagged link. Google Analytics calls the same bucket "(direct) / (none)"; a campaign
 * tag literally reading "(none)" lands in it too, which is what it would mean anyway.
 */
export const NO_TAG = "(none)";

/** The counts of one row of the report: leads that came in, and how many reached each stage. */
export type StageCounts = Record<"enquiries" | FunnelStage, number>;

/** One row of a breakdown: its key as the inbox filters by it (null: none, unassigned) and its label. */
export interface FunnelRow {
  key: string | null;
  label: string;
  counts: StageCounts;
  /** The source tab only: spend over the range, in paise (0 when none was entered). */
  spendPaise?: number;
}

/** The share `part` is of `whole`, or null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });

/** 0.4234 -> "42.3%"; "—" when there was nothing to divide by. */
export function formatRate(value: number | null): string {
  return value === null ? "—" : percent.format(value);
}

/** The stage before this one ("enquiries" before "contacted"). */
export function previousStage(stage: FunnelStage): "enquiries" | FunnelStage {
  const index = FUNNEL_STAGES.indexOf(stage);
  return index === 0 ? "enquiries" : FUNNEL_STAGES[index - 1]!;
}

/** Spend per lead or per admission, in whole paise; null when there is nothing to divide by. */
export function costPer(spendPaise: number | undefined, count: number): number | null {
  return spendPaise && count > 0 ? Math.round(spendPaise / count) : null;
}

/** The row's fields a lead's stage is read from (funnel-stages.server.ts keeps its facts). */
interface StageFacts {
  status: string;
  first_call_at: string | null;
  funnel_counselled: number;
  funnel_applied: number;
  funnel_admitted_application: number;
}

/**
 * The furthest stage one lead has reached: the facts of funnel-stages.server.ts (funnelFact),
 * read from its row in code for its page, where the report and the inbox filter read them in SQL.
 */
export function leadStage(lead: StageFacts): "enquiries" | FunnelStage {
  if (lead.status === "converted" || lead.funnel_admitted_application) return "admitted";
  if (lead.funnel_applied) return "applied";
  if (lead.funnel_counselled) return "counselled";
  return lead.first_call_at || lead.status !== "new" ? "contacted" : "enquiries";
}
