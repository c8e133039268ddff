import { Form, href, Link } from "react-router";
import { FormResult } from "#app/components/forms/form-result";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { countOutboxByStatus, listOutbox, retryOutboxRow } from "#app/features/outbox/outbox.server";
import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from "#app/features/outbox/outbox-status";
import { RetryFormSchema } from "#app/features/outbox/retry-schema";
import type { Route } from "./+types/outbox";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Outbox | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const requested = new URL(args.request.url).searchParams.get("status") ?? "";
      const status = OUTBOX_STATUSES.find((known) => known === requested);
      return { rows: await listOutbox(db, { status }), counts: await countOutboxByStatus(db), status };
    },
    { ownerOnly: true },
  );

export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: RetryFormSchema,
      mutate: ({ id }, { db }) => retryOutboxRow(db, id),
      messages: {
        invalid: "Unknown notification.",
        done: "Queued again: it goes out within a few seconds.",
        fieldErrors: false,
      },
    },
    { ownerOnly: true },
  );

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "Asia/Kolkata",
});
const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : "");

export default function OutboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, status } = loaderData;
  return (
    <main className="admin-page wide">
      <h1>Outbox</h1>
      <p className="muted">
        Every e-mail and webhook the site sends: to whom and its subject are shown once it is written. Failed deliveries
        are retried for a day, then marked failed. Where they go is set on the{" "}
        <Link to={href("/Admin/alerts")}>lead alerts</Link> page.
      </p>
      <nav aria-label="Outbox status" className="filter-bar">
        <Link to={href("/Admin/outbox")} aria-current={status ? undefined : "page"}>
          All
        </Link>
        {OUTBOX_STATUSES.map((s) => (
          <Link key={s} to={`${href("/Admin/outbox")}?status=${s}`} aria-current={status === s ? "page" : undefined}>
            {OUTBOX_STATUS_LABELS[s]} ({counts[s] ?? 0})
          </Link>
        ))}
      </nav>
      <FormResult result={actionData} />
      <TableScroll label="Outbox">
        <table>
          <ColumnHeads
            names={[
              "Created",
              "Channel",
              "Lead",
              "To",
              "Subject",
              "Status",
              "Attempts",
              "Next attempt / sent",
              "Last error",
              "Action",
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <OutboxRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      {rows.length === 0 ? <p className="muted">Nothing here yet.</p> : null}
    </main>
  );
}

/** One notification: when, how, about which lead, to whom, what, and where it stands (with Retry unless sent). */
function OutboxRow({ row }: { row: Route.ComponentProps["loaderData"]["rows"][number] }) {
  return (
    <tr>
      <td>{when(row.created_at)}</td>
      <td>{row.channel === "email" ? "E-mail" : "Webhook"}</td>
      <td>
        {row.lead_id ? <Link to={href("/Admin/leads/:id", { id: String(row.lead_id) })}>Lead {row.lead_id}</Link> : ""}
      </td>
      {/* Written when the e-mail is written (sending time); a webhook's host and event. */}
      <td>{row.recipient ?? "—"}</td>
      <td>{row.subject ?? "—"}</td>
      <td>
        <span className={`status status-${row.status}`}>{OUTBOX_STATUS_LABELS[row.status] ?? row.status}</span>
      </td>
      <td>{row.attempts}</td>
      <td>{row.status === "sent" ? when(row.sent_at) : row.status === "pending" ? when(row.next_attempt_at) : ""}</td>
      <td>{row.last_error ?? ""}</td>
      <td>
        {row.status === "sent" ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              className="button button-small"
              aria-label={`Retry ${row.channel === "email" ? "e-mail" : "webhook"} ${row.event_key}`}
            >
              Retry
            </button>
          </Form>
        )}
      </td>
    </tr>
  );
}
