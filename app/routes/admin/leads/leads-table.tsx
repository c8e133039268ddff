import { href, Link } from "react-router";
import { useHydrated } from "#app/components/ui/disclosure";
import { TableScroll } from "#app/components/ui/table-scroll";
import { CLOSED_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { FirstCallClockTag } from "#app/features/first-call/first-call-clock-tag";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { LeadsPageData } from "./leads-page-data";

/** One page of leads, newest enquiry first; owners tick rows for the bulk bar. */
export function LeadsTable({ page }: { page: LeadsPageData }) {
  const { result, isOwner, now } = page;
  return (
    <TableScroll label="Leads">
      <table>
        <caption className="visually-hidden">Leads, newest first</caption>
        <thead>
          <tr>
            {isOwner ? (
              <th scope="col">
                <SelectPage />
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
            <th scope="col">First call</th>
          </tr>
        </thead>
        <tbody>
          {result.items.map((lead, row) => (
            <LeadRow key={lead.id} lead={lead} row={row} isOwner={isOwner} now={now} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Ticking the whole page needs JavaScript; before it, the column is just named. */
function SelectPage() {
  const hydrated = useHydrated();
  const selectAll = (checked: boolean) => {
    for (const box of document.querySelectorAll<HTMLInputElement>('input[form="bulk"][type="checkbox"]')) {
      box.checked = checked;
    }
  };
  return hydrated ? (
    <input
      type="checkbox"
      aria-label="Select every lead on this page"
      onChange={(event) => selectAll(event.currentTarget.checked)}
    />
  ) : (
    <span className="visually-hidden">Select</span>
  );
}

/** A lead's row: its box for the bulk bar (owners), its facts, and its follow-up, late where it is. */
function LeadRow({
  lead,
  row,
  isOwner,
  now,
}: {
  lead: LeadsPageData["result"]["items"][number];
  row: number;
  isOwner: boolean;
  now: string;
}) {
  const late =
    lead.next_follow_up_at !== null && lead.next_follow_up_at < now && !CLOSED_STATUSES.includes(lead.status);
  return (
    <tr>
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
      <td className="received">
        {formatIndiaDateTime(lead.received_at)}
        {/* A repeat enquiry is listed by its own time; the first one's is said beside it. */}
        {lead.received_at !== lead.created_at ? (
          <span className="muted small received-first">Repeat; first {formatIndiaDateTime(lead.created_at)}</span>
        ) : null}
      </td>
      <td>
        <Link to={href("/Admin/leads/:id", { id: String(lead.id) })}>{lead.name}</Link>
        {lead.duplicate_of ? <span className="flag-tag"> Possible duplicate</span> : null}
        {lead.language === "hi" ? <span className="flag-tag"> Prefers Hindi</span> : null}
      </td>
      <td>{lead.phone ? <a href={`tel:+91${lead.phone}`}>{lead.phone}</a> : ""}</td>
      <td>{lead.course ?? ""}</td>
      <td>{lead.form}</td>
      <td>
        <span className={`status status-${lead.status}`}>{LEAD_STATUS_LABELS[lead.status] ?? lead.status}</span>
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
      <td>
        <FirstCallClockTag clock={lead.firstCall} />
      </td>
    </tr>
  );
}
