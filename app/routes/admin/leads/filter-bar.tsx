import { Form, href, Link } from "react-router";
import { DateFilter } from "#app/components/admin/date-filter";
import { filtersToQuery } from "#app/features/leads/lead-filters";
import { LEAD_FORMS } from "#app/features/leads/lead-fields";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import type { LeadsPageData } from "./leads-page-data";

/** The inbox's filters: a GET form, so every filtered view has an address (and the CSV its filters). */
export function FilterBar({ page }: { page: LeadsPageData }) {
  const { filters, notDates, isOwner, staff } = page;
  return (
    <Form method="get" className="filter-bar card" aria-label="Filter leads">
      <div className="field filter-search">
        <label htmlFor="q">Search</label>
        <input id="q" name="q" type="search" placeholder="Name, phone or e-mail" defaultValue={filters.q ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="assignee">Assignee</label>
        <select id="assignee" name="assignee" defaultValue={filters.assignee ?? ""}>
          <option value="">Anyone</option>
          <option value="unassigned">Unassigned</option>
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
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
        <label htmlFor="followUp">Follow-up</label>
        <select id="followUp" name="followUp" defaultValue={filters.followUp ?? ""}>
          <option value="">Any</option>
          <option value="overdue">Overdue</option>
          <option value="today">Due today</option>
        </select>
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
        <label htmlFor="source">Campaign source</label>
        <input
          id="source"
          name="source"
          type="search"
          placeholder="utm_source, e.g. google"
          defaultValue={filters.source ?? ""}
        />
      </div>
      <DateFilter label="From" name="from" day={filters.from} notADate={notDates.from} />
      <DateFilter label="To" name="to" day={filters.to} notADate={notDates.to} />
      <div className="field">
        <label htmlFor="course">Course</label>
        <input id="course" name="course" type="search" defaultValue={filters.course ?? ""} />
      </div>
      <div className="filter-actions">
        <button type="submit" className="button button-primary">
          Filter
        </button>
        <Link className="button button-ghost" to={href("/Admin/leads")}>
          Clear
        </Link>
        {isOwner ? (
          <a className="button button-ghost" href={`${href("/Admin/leads.csv")}${filtersToQuery(filters)}`} download>
            Export CSV
          </a>
        ) : null}
      </div>
    </Form>
  );
}
