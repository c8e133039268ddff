import { formatIndiaDay } from "#app/utils/india-time";
import {
  FUNNEL_BREAKDOWNS,
  FUNNEL_BREAKDOWN_LABELS,
  FUNNEL_STAGES,
  FUNNEL_STAGE_LABELS,
  costPer,
  formatRate,
  previousStage,
  rate,
  type FunnelRow,
} from "#app/features/leads/funnel";
import { csvCell } from "#app/utils/csv-cell";

/** The report as the funnel-report.server.ts figures give it: a total and the four breakdowns. */
interface ReportForCsv {
  range: { from: string; to: string };
  total: FunnelRow;
  breakdowns: Record<(typeof FUNNEL_BREAKDOWNS)[number], FunnelRow[]>;
}

const rupees = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? "" : (paise / 100).toFixed(2);

/**
 * The funnel report as a CSV file: the same numbers as the page, one line per row of every
 * breakdown after the total, with each stage's rates from the stage before and from enquiries.
 * Money is in rupees with two decimals and no grouping (a spreadsheet sums it); an empty cell is
 * "nothing to divide by". Cells go through leads-csv.ts's csvCell, so a campaign tag typed as
 * "=HYPERLINK(…)" stays text.
 */
export function funnelToCsv(report: ReportForCsv): string {
  const header = [
    "Breakdown",
    "Value",
    FUNNEL_STAGE_LABELS.enquiries,
    ...FUNNEL_STAGES.flatMap((stage) => [
      FUNNEL_STAGE_LABELS[stage],
      `${FUNNEL_STAGE_LABELS[stage]}: from ${FUNNEL_STAGE_LABELS[previousStage(stage)].toLowerCase()}`,
      `${FUNNEL_STAGE_LABELS[stage]}: from enquiries`,
    ]),
    "Spend (₹)",
    "Cost per lead (₹)",
    "Cost per admission (₹)",
  ];
  const line = (breakdown: string, row: FunnelRow) => [
    breakdown,
    row.label,
    row.counts.enquiries,
    ...FUNNEL_STAGES.flatMap((stage) => [
      row.counts[stage],
      csvRate(rate(row.counts[stage], row.counts[previousStage(stage)])),
      csvRate(rate(row.counts[stage], row.counts.enquiries)),
    ]),
    rupees(row.spendPaise),
    rupees(costPer(row.spendPaise, row.counts.enquiries)),
    rupees(costPer(row.spendPaise, row.counts.admitted)),
  ];
  const { from, to } = report.range;
  const lines = [
    [`Funnel of the leads received ${formatIndiaDay(from)} to ${formatIndiaDay(to)} (India time)`],
    header,
    line("Total", report.total),
    ...FUNNEL_BREAKDOWNS.flatMap((breakdown) =>
      report.breakdowns[breakdown].map((row) => line(FUNNEL_BREAKDOWN_LABELS[breakdown], row)),
    ),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A rate as the page shows it, or an empty cell when there was nothing to divide by. */
const csvRate = (value: number | null) => (value === null ? "" : formatRate(value));
