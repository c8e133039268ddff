import { Form, href, Link } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { DateFilter } from "#app/components/admin/date-filter";
import { FUNNEL_BREAKDOWNS, FUNNEL_BREAKDOWN_LABELS, type FunnelBreakdown } from "#app/features/leads/funnel";
import { funnelRangeFrom } from "#app/features/reports/funnel-links";
import { funnelReport } from "#app/features/reports/funnel-report.server";
import { saveSpend, spendEntries } from "#app/features/reports/marketing-spend.server";
import { SpendFormSchema } from "#app/features/reports/spend-schema";
import { formatIndiaDay } from "#app/utils/india-time";
import { formatPaise } from "#app/utils/rupees";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/reports";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { BreakdownTable, FunnelTotalTable } from "./reports/funnel-tables";
import { SpendSection } from "./reports/spend-form";

export const meta: Route.MetaFunction = () => [{ title: "Funnel report | Admin" }];

/**
 * The funnel by source, with cost (issue 25, part 3; docs/decisions/053-funnel-report.md): the
 * leads that came in on a range of India days (this month unless `from` and `to` say otherwise),
 * how many reached each stage, broken down by `by` (source, campaign, form or counsellor), and
 * what each source's leads and admissions cost. Owners only: it is about the marketing budget.
 */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const url = new URL(args.request.url);
      const { range, notDates } = funnelRangeFrom(url);
      const asked = url.searchParams.get("by");
      const by: FunnelBreakdown = FUNNEL_BREAKDOWNS.find((known) => known === asked) ?? "source";
      const [report, entries] = await Promise.all([funnelReport(db, range), spendEntries(db, range)]);
      return { report, entries, by, notDates };
    },
    { ownerOnly: true },
  );

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: SpendFormSchema,
      mutate: (values, { db, admin }) => saveSpend(db, values, admin.id),
      messages: {
        invalid: "Please correct the fields marked above.",
        done: ({ source, month, amount }) =>
          amount === 0
            ? `Spend on ${source || "(none)"} for ${month} removed.`
            : `Saved: ${formatPaise(amount)} on ${source || "(none)"} for ${month}.`,
      },
    },
    { ownerOnly: true },
  );

export default function ReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { report, entries, by, notDates } = loaderData;
  const { range } = report;
  const query = (breakdown: FunnelBreakdown) => `?${new URLSearchParams({ ...range, by: breakdown })}`;
  return (
    <main className="admin-page wide">
      <h1>Funnel report</h1>
      <p className="muted">
        The leads that came in from {formatIndiaDay(range.from)} to {formatIndiaDay(range.to)} (India time), and how far
        each got: contacted, counselled, applied, admitted. A lead merged into another counts once, on the lead it
        joined. Every number opens those leads in the inbox.
      </p>
      <Form method="get" className="filter-bar card" aria-label="Choose the days">
        <DateFilter label="From" name="from" day={range.from} notADate={notDates.from} />
        <DateFilter label="To" name="to" day={range.to} notADate={notDates.to} />
        <input type="hidden" name="by" value={by} />
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            Show
          </button>
          <a
            className="button button-ghost"
            href={`${href("/Admin/reports.csv")}?${new URLSearchParams(range)}`}
            download
          >
            Download CSV
          </a>
        </div>
      </Form>
      <FunnelTotalTable range={range} total={report.total} />
      <h2 id="breakdown-heading" className="funnel-section">
        By {FUNNEL_BREAKDOWN_LABELS[by].toLowerCase()}
      </h2>
      <nav aria-label="Break the funnel down by" className="catalogue-tabs">
        {FUNNEL_BREAKDOWNS.map((breakdown) => (
          <Link key={breakdown} to={query(breakdown)} aria-current={breakdown === by ? "page" : undefined}>
            {FUNNEL_BREAKDOWN_LABELS[breakdown]}
          </Link>
        ))}
      </nav>
      <BreakdownTable range={range} breakdown={by} label={FUNNEL_BREAKDOWN_LABELS[by]} rows={report.breakdowns[by]} />
      {by === "source" && report.total.spendPaise ? (
        <p>Spend on all sources over these days: {formatPaise(report.total.spendPaise)}.</p>
      ) : null}
      <SpendSection answer={actionData} month={range.from.slice(0, 7)} entries={entries} />
    </main>
  );
}

export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");
