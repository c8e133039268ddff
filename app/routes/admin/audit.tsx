import { Form, href, Link } from "react-router";
import { DateFilter } from "#app/components/admin/date-filter";
import { Field, SelectField } from "#app/components/forms/field";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { AUDIT_ACTIONS, isAuditAction } from "#app/features/audit/audit-actions";
import { auditActors, listAudit } from "#app/features/audit/audit-log.server";
import { formatIndiaDateTime, indiaDayStart, addIndiaDays } from "#app/utils/india-time";
import { filterDates } from "#app/utils/filter-date";
import type { Route } from "./+types/audit";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Admin" }];

/** The audit log, newest first, filtered by action, person, subject and days (India time). */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const params = new URL(args.request.url).searchParams;
      const action = params.get("action") ?? "";
      const actor = Number(params.get("actor")) || undefined;
      const subject = (params.get("subject") ?? "").trim().slice(0, 40) || undefined;
      const {
        days: { from, to },
        notDates,
      } = filterDates(params, ["from", "to"]);
      const page = Math.min(Math.max(Number(params.get("page")) || 1, 1), 10_000);
      const filters = {
        action: isAuditAction(action) ? action : undefined,
        actorId: actor,
        subject,
        since: from ? indiaDayStart(from) : undefined,
        before: to ? indiaDayStart(addIndiaDays(to, 1)) : undefined,
      };
      const { entries, hasMore } = await listAudit(db, filters, page);
      return {
        entries,
        hasMore,
        page,
        actors: await auditActors(db),
        values: { action, actor: actor ? String(actor) : "", subject: subject ?? "", from: from ?? "", to: to ?? "" },
        notDates,
      };
    },
    { ownerOnly: true },
  );

/** A subject as a link where it names a lead. */
function Subject({ subject }: { subject: string | null }) {
  const lead = /^lead:(\d+)$/.exec(subject ?? "");
  if (lead) return <Link to={href("/Admin/leads/:id", { id: lead[1]! })}>Lead #{lead[1]}</Link>;
  return <>{subject ?? ""}</>;
}

function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, hasMore, page, actors, values, notDates } = loaderData;
  const pageLink = (n: number) => {
    const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value));
    params.set("page", String(n));
    return `${href("/Admin/audit")}?${params}`;
  };
  return (
    <main className="admin-page wide">
      <h1>Audit log</h1>
      <p className="muted">
        Who viewed, exported, changed or erased what, and when; staff sign-ins; the retention job's runs. Kept for at
        least a year.
      </p>
      <Form method="get" className="filter-bar card" aria-label="Filter the audit log">
        <SelectField
          label="Action"
          name="action"
          defaultValue={values.action}
          placeholder="All actions"
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          label="Who"
          name="actor"
          defaultValue={values.actor}
          placeholder="Everyone"
          options={actors.map((actor) => ({ value: actor.id, label: actor.name }))}
        />
        <Field label="Subject (e.g. lead:12)" name="subject" defaultValue={values.subject} maxLength={40} />
        <DateFilter label="From" name="from" day={values.from || undefined} notADate={notDates.from} />
        <DateFilter label="To" name="to" day={values.to || undefined} notADate={notDates.to} />
        <button type="submit" className="button button-primary">
          Filter
        </button>
      </Form>
      <TableScroll label="Audit log">
        <table>
          <ColumnHeads names={["When", "Who", "Action", "Subject", "Details"]} />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatIndiaDateTime(entry.created_at)}</td>
                <td>{entry.actor_name ?? (entry.actor_id ? `#${entry.actor_id}` : "System or the person")}</td>
                <td>{isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action] : entry.action}</td>
                <td>
                  <Subject subject={entry.subject} />
                </td>
                <td>{describe(entry.details)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {entries.length === 0 ? <p>Nothing matches these filters.</p> : null}
      <nav aria-label="Pages" className="pager">
        {page > 1 ? <Link to={pageLink(page - 1)}>Newer</Link> : null}
        {hasMore ? <Link to={pageLink(page + 1)}>Older</Link> : null}
      </nav>
    </main>
  );
}
