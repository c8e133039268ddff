import { Form, href, Link } from "react-router";
import { TableScroll } from "#app/components/ui/table-scroll";
import { leadFiltersFrom, filtersToQuery } from "#app/features/leads/lead-filters";
import { LEAD_FORMS } from "#app/features/leads/lead-schema";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { requireAdmin } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const { page, ...filters } = leadFiltersFrom(new URL(request.url));
  return { result: await listLeads(dbFrom(context), filters, page, 25, me), filters, canExport: me.role === "owner" };
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const { result, filters } = loaderData;
  return (
    <main className="admin-page wide">
      <h1>Leads</h1>
      <Form method="get" className="filter-bar card" aria-label="Filter leads">
        <div className="field">
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="to">To</label>
          <input id="to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="form">Form</label>
          <select id="form" name="form" defaultValue={filters.form ?? ""}>
            <option value="">All forms</option>
            {LEAD_FORMS.map((form) => (
              <option key={form}>{form}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="course">Course</label>
          <input id="course" name="course" type="search" defaultValue={filters.course ?? ""} />
        </div>
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            Filter
          </button>
          <a className="button button-ghost" href={`${href("/Admin/leads.csv")}${filtersToQuery(filters)}`} download>
            Export CSV
          </a>
        </div>
      </Form>
      <p className="muted">
        {result.total} {result.total === 1 ? "lead" : "leads"}
      </p>
      <TableScroll label="Leads">
        <table>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              <th scope="col">Phone</th>
              <th scope="col">Course</th>
              <th scope="col">Form</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((lead) => (
              <tr key={lead.id}>
                <td>{dateTime.format(new Date(lead.created_at))}</td>
                <td>
                  <Link to={href("/Admin/leads/:id", { id: String(lead.id) })}>{lead.name}</Link>
                </td>
                <td>{lead.phone ?? ""}</td>
                <td>{lead.course ?? ""}</td>
                <td>{lead.form}</td>
                <td>
                  <span className={`status status-${lead.status}`}>
                    {LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {result.pageCount > 1 ? (
        <nav aria-label="Pages" className="pager">
          {result.page > 1 ? (
            <Link to={`${href("/Admin/leads")}${filtersToQuery(filters, result.page - 1)}`}>Previous</Link>
          ) : (
            <span />
          )}
          <span>
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Link to={`${href("/Admin/leads")}${filtersToQuery(filters, result.page + 1)}`}>Next</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
