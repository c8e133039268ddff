import type { ReactNode } from "react";
import { Link } from "react-router";
import { TableScroll } from "#app/components/ui/table-scroll";
import {
  FUNNEL_STAGES,
  FUNNEL_STAGE_LABELS,
  costPer,
  formatRate,
  previousStage,
  rate,
  type FunnelBreakdown,
  type FunnelRow,
  type FunnelStage,
} from "#app/features/leads/funnel";
import { inboxHref, type FunnelRange } from "#app/features/reports/funnel-links";
import { formatPaise } from "#app/utils/rupees";

/** A number that opens the inbox on the leads it counts (plain text when the inbox can't filter by its row). */
function CountLink({ to, count }: { to: string | undefined; count: number }) {
  return to ? <Link to={to}>{count}</Link> : <>{count}</>;
}

/** Money, or "—" when there is nothing to divide by. */
const money = (paise: number | null | undefined) => (paise === null || paise === undefined ? "—" : formatPaise(paise));

/** The whole funnel, a row per stage: how many, and the share of the stage before and of all enquiries. */
export function FunnelTotalTable({ range, total }: { range: FunnelRange; total: FunnelRow }) {
  return (
    <TableScroll label="The funnel">
      <table className="funnel-table">
        <caption>The funnel</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Leads</th>
            <th scope="col">From the stage before</th>
            <th scope="col">From enquiries</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{FUNNEL_STAGE_LABELS.enquiries}</th>
            <td>
              <CountLink to={inboxHref(range, undefined, undefined)} count={total.counts.enquiries} />
            </td>
            <td>—</td>
            <td>—</td>
          </tr>
          {FUNNEL_STAGES.map((stage) => (
            <tr key={stage}>
              <th scope="row">{FUNNEL_STAGE_LABELS[stage]}</th>
              <td>
                <CountLink to={inboxHref(range, undefined, stage)} count={total.counts[stage]} />
              </td>
              <td>{formatRate(rate(total.counts[stage], total.counts[previousStage(stage)]))}</td>
              <td>{formatRate(rate(total.counts[stage], total.counts.enquiries))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * One breakdown, a row per source (campaign, form, counsellor): each stage's count, a link to its
 * leads, with the share of the stage before and of the row's enquiries under it; by source, the
 * spend and what a lead and an admission cost.
 */
export function BreakdownTable({
  range,
  breakdown,
  label,
  rows,
}: {
  range: FunnelRange;
  breakdown: FunnelBreakdown;
  label: string;
  rows: FunnelRow[];
}) {
  const withCost = breakdown === "source";
  const cell = (row: FunnelRow, stage: "enquiries" | FunnelStage): ReactNode => {
    const to = inboxHref(range, { breakdown, key: row.key }, stage === "enquiries" ? undefined : stage);
    if (stage === "enquiries") return <CountLink to={to} count={row.counts.enquiries} />;
    return (
      <>
        <CountLink to={to} count={row.counts[stage]} />
        <span className="rate">
          {formatRate(rate(row.counts[stage], row.counts[previousStage(stage)]))}
          <span className="visually-hidden"> of the stage before, </span>
          <span aria-hidden="true"> · </span>
          {formatRate(rate(row.counts[stage], row.counts.enquiries))}
          <span className="visually-hidden"> of enquiries</span>
        </span>
      </>
    );
  };
  return (
    <TableScroll label={`The funnel by ${label.toLowerCase()}`}>
      <table className="funnel-table">
        <caption>
          The funnel by {label.toLowerCase()}. Under each count: its share of the stage before, then of enquiries.
        </caption>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">{FUNNEL_STAGE_LABELS.enquiries}</th>
            {FUNNEL_STAGES.map((stage) => (
              <th scope="col" key={stage}>
                {FUNNEL_STAGE_LABELS[stage]}
              </th>
            ))}
            {withCost ? (
              <>
                <th scope="col">Spend</th>
                <th scope="col">Cost per lead</th>
                <th scope="col">Cost per admission</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={withCost ? 9 : 6}>No leads came in on these days.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key ?? row.label}>
                <th scope="row">{row.label}</th>
                <td>{cell(row, "enquiries")}</td>
                {FUNNEL_STAGES.map((stage) => (
                  <td key={stage}>{cell(row, stage)}</td>
                ))}
                {withCost ? (
                  <>
                    <td>{row.spendPaise ? formatPaise(row.spendPaise) : "—"}</td>
                    <td>{money(costPer(row.spendPaise, row.counts.enquiries))}</td>
                    <td>{money(costPer(row.spendPaise, row.counts.admitted))}</td>
                  </>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
