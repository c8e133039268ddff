import { Form, href, Link } from "react-router";
import { DateFilter } from "#app/components/admin/date-filter";
import { SelectField } from "#app/components/forms/field";
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
      <SelectField
        label="Assignee"
        name="assignee"
        defaultValue={filters.assignee ?? ""}
        placeholder="Anyone"
        options={[
          { value: "unassigned", label: "Unassigned" },
          ...staff.map((member) => ({ value: String(member.id), label: member.name })),
        ]}
      />
      <SelectField
        label="Status"
        name="status"
        defaultValue={filters.status ?? ""}
        placeholder="Any status"
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
      />
      <SelectField
        label="Follow-up"
        name="followUp"
        defaultValue={filters.followUp ?? ""}
        placeholder="Any"
        options={[
          { value: "overdue", label: "Overdue" },
          { value: "today", label: "Due today" },
        ]}
      />
      <SelectField
        label="Form"
        name="form"
        defaultValue={filters.form ?? ""}
        placeholder="All forms"
        options={LEAD_FORMS.map((form) => ({ value: form, label: form }))}
      />
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
