import { href, Link } from "react-router";
import { CountTable } from "#app/components/admin/count-table";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { ownEntry } from "#app/utils/own-entry";
import type { Route } from "../+types/dashboard";
import { countOf } from "#app/utils/i18n/counts";

type Figures = Route.ComponentProps["loaderData"]["figures"];

/** How long, in words: "45 min", "3 h 20 min", "2 days 4 h". */
function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${countOf(days, "day")}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** The pipeline at a glance: the viewer's leads by status and by source, what is late, how fast the first call comes. */
export function LeadFiguresSection({ figures }: { figures: Figures }) {
  const { firstCall } = figures;
  // What every count table of the section shares: leads, counted over the same days.
  const leadCounts = { unit: "Leads", empty: `No leads in the last ${figures.days} days` };
  return (
    <section aria-labelledby="figures-heading" className="card">
      <h2 id="figures-heading">Pipeline</h2>
      <p className="muted small">
        The leads that came in during the last {figures.days} days; overdue follow-ups of any age.
      </p>
      <dl className="figures">
        <div>
          <dt>Overdue follow-ups</dt>
          <dd>
            <Link to={`${href("/Admin/leads")}?followUp=overdue`}>{figures.overdue}</Link>
          </dd>
        </div>
        <div>
          <dt>Median time to first call (last 30 days)</dt>
          <dd>
            {firstCall
              ? `${duration(firstCall.minutes)} (${firstCall.calls} ${firstCall.calls === 1 ? "lead" : "leads"} called)`
              : "No calls logged yet"}
          </dd>
        </div>
      </dl>
      <div className="figure-tables">
        <CountTable
          {...leadCounts}
          caption="Leads by status"
          head="Status"
          rows={figures.byStatus.map((row) => ({
            label: row.key === null ? "" : (ownEntry(LEAD_STATUS_LABELS, row.key) ?? row.key),
            count: row.count,
          }))}
        />
        <CountTable
          {...leadCounts}
          caption="Leads by form"
          head="Form"
          rows={figures.byForm.map((row) => ({ label: row.key ?? "", count: row.count }))}
        />
        <CountTable
          {...leadCounts}
          caption="Leads by campaign source (utm_source)"
          head="Source"
          rows={figures.bySource.map((row) => ({ label: row.key ?? "None (direct)", count: row.count }))}
        />
      </div>
    </section>
  );
}
