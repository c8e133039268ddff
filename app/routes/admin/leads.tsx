import { useEffect } from "react";
import { Form, href, Link } from "react-router";
import { DateFilter } from "#app/components/admin/date-filter";
import { FormResult } from "#app/components/forms/form-result";
import { useHydrated } from "#app/components/ui/disclosure";
import { TableScroll } from "#app/components/ui/table-scroll";
import { LeadBulkFormSchema } from "#app/features/leads/lead-bulk-schema";
import { leadFiltersFrom, filtersToQuery } from "#app/features/leads/lead-filters";
import { LEAD_FORMS } from "#app/features/leads/lead-schema";
import { CLOSED_STATUSES, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status";
import { assignableStaff, bulkUpdateLeads, type BulkOutcome } from "#app/features/leads/leads-bulk.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { Route } from "./+types/leads";
import { adminFormAction, adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, me) => {
    const { page, notDates, ...filters } = leadFiltersFrom(new URL(args.request.url));
    const [result, staff] = await Promise.all([listLeads(db, filters, page, 25, me), assignableStaff(db)]);
    const isOwner = me.role === "owner";
    return {
      result,
      filters,
      notDates,
      isOwner,
      // A counsellor's view is already theirs and the pool's: the only name to pick is their own.
      staff: isOwner ? staff : staff.filter((member) => member.id === me.id),
      now: new Date().toISOString(),
    };
  });

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    ownerOnly: true,
    schema: LeadBulkFormSchema,
    mutate: (change, db, me) => bulkUpdateLeads(db, change, me),
    messages: {
      invalid: (first) => first,
      done: bulkDone,
    },
  });

function bulkDone(out: BulkOutcome): string {
  const leads = `${out.changed} ${out.changed === 1 ? "lead" : "leads"}`;
  if (out.intent === "assign") return out.assignee ? `Assigned ${leads} to ${out.assignee}.` : `Unassigned ${leads}.`;
  return `Set ${leads} to ${LEAD_STATUS_LABELS[out.status!]}.`;
}

export default function LeadsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { result, filters, notDates, isOwner, staff, now } = loaderData;
  const hydrated = useHydrated();
  // After a bulk change the ticks go: the next change starts from nothing selected.
  useEffect(() => {
    if (!actionData?.ok) return;
    for (const box of document.querySelectorAll<HTMLInputElement>('input[form="bulk"]')) box.checked = false;
  }, [actionData]);
  const selectAll = (checked: boolean) => {
    for (const box of document.querySelectorAll<HTMLInputElement>('input[form="bulk"][type="checkbox"]')) {
      box.checked = checked;
    }
  };
  return (
    <main className="admin-page wide">
      <h1>Leads</h1>
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
      {isOwner ? (
        <Form method="post" id="bulk" className="bulk-bar card" aria-labelledby="bulk-heading">
          <h2 id="bulk-heading" className="bulk-heading">
            With the ticked leads
          </h2>
          <div className="field">
            <label htmlFor="bulk-assignee">Assign to</label>
            <select id="bulk-assignee" name="assignee" defaultValue="">
              <option value="" disabled>
                Choose…
              </option>
              <option value="none">Nobody (unassigned pool)</option>
              {staff.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="assign" className="button button-primary">
            Assign
          </button>
          <div className="field">
            <label htmlFor="bulk-status">Set status</label>
            <select id="bulk-status" name="status" defaultValue="">
              <option value="" disabled>
                Choose…
              </option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="status" className="button button-primary">
            Set status
          </button>
          <FormResult result={actionData} />
        </Form>
      ) : null}
      <p className="muted">
        {result.total} {result.total === 1 ? "lead" : "leads"}
      </p>
      <TableScroll label="Leads">
        <table>
          <caption className="visually-hidden">Leads, newest first</caption>
          <thead>
            <tr>
              {isOwner ? (
                <th scope="col">
                  {/* Ticking the whole page needs JavaScript; before it, the column is just named. */}
                  {hydrated ? (
                    <input
                      type="checkbox"
                      aria-label="Select every lead on this page"
                      onChange={(event) => selectAll(event.currentTarget.checked)}
                    />
                  ) : (
                    <span className="visually-hidden">Select</span>
                  )}
                </th>
              ) : null}
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              <th scope="col">Phone</th>
              <th scope="col">Course</th>
              <th scope="col">Form</th>
              <th scope="col">Status</th>
              <th scope="col">Assignee</th>
              <th scope="col">Next follow-up</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((lead, row) => {
              const late =
                lead.next_follow_up_at !== null &&
                lead.next_follow_up_at < now &&
                !CLOSED_STATUSES.includes(lead.status as LeadStatus);
              return (
                <tr key={lead.id}>
                  {isOwner ? (
                    <td>
                      <input
                        type="checkbox"
                        form="bulk"
                        name={`ids[${row}]`}
                        value={String(lead.id)}
                        aria-label={`Select ${lead.name}`}
                      />
                    </td>
                  ) : null}
                  <td>{formatIndiaDateTime(lead.created_at)}</td>
                  <td>
                    <Link to={href("/Admin/leads/:id", { id: String(lead.id) })}>{lead.name}</Link>
                    {lead.duplicate_of ? <span className="flag-tag"> Possible duplicate</span> : null}
                  </td>
                  <td>{lead.phone ? <a href={`tel:+91${lead.phone}`}>{lead.phone}</a> : ""}</td>
                  <td>{lead.course ?? ""}</td>
                  <td>{lead.form}</td>
                  <td>
                    <span className={`status status-${lead.status}`}>
                      {LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status}
                    </span>
                  </td>
                  <td>{lead.assignee_name ?? "Unassigned"}</td>
                  <td>
                    {lead.next_follow_up_at ? (
                      <>
                        {formatIndiaDateTime(lead.next_follow_up_at)}
                        {late ? <span className="status status-overdue">Overdue</span> : null}
                      </>
                    ) : (
                      ""
                    )}
                  </td>
                </tr>
              );
            })}
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
