import { BreachExport } from "./privacy-requests/breach-export";
import { Form, href, Link } from "react-router";
import { FormResult } from "#app/components/forms/form-result";
import { Pager } from "#app/components/ui/pager";
import { listRequests, updateRequest } from "#app/features/privacy/rights-requests.server";
import {
  REQUEST_KINDS,
  REQUEST_STATUSES,
  StaffRequestFormSchema,
  type RequestKind,
  type RequestStatus,
} from "#app/features/privacy/request-schema";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { Route } from "./+types/privacy-requests";
import { adminFormAction, adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Privacy requests | Admin" }];

/** `?unverified=1` also lists the requests still waiting for their e-mailed code; `?page=N` pages. */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const url = new URL(args.request.url);
      const withUnverified = url.searchParams.get("unverified") === "1";
      const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
      return { ...(await listRequests(db, { page, withUnverified })), withUnverified };
    },
    { ownerOnly: true },
  );

/** The queue's address with these choices (page 1 and the default view need no parameter). */
function queueHref(page: number, withUnverified: boolean): string {
  const query = new URLSearchParams();
  if (withUnverified) query.set("unverified", "1");
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${href("/Admin/privacy")}${search ? `?${search}` : ""}`;
}

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    ownerOnly: true,
    schema: StaffRequestFormSchema,
    mutate: (input, db, admin) => updateRequest(db, input, admin),
    messages: {
      invalid: (first) => first,
      refused: (reason) => reason,
      done: (message) => message,
      fieldErrors: false,
    },
  });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left to the deadline, in words; overdue says so. */
function deadline(dueAt: string, closed: boolean): string {
  if (closed) return "";
  const days = Math.ceil((Date.parse(dueAt) - Date.now()) / DAY_MS);
  return days < 0 ? `Overdue by ${-days} day(s)` : `${days} day(s) left`;
}

/**
 * The owners' queue of rights requests (docs/privacy.md#rights-requests): open ones first by
 * deadline. A phone-only request is verified by calling the person; an erasure or withdrawal is
 * then carried out here; the rest are closed by hand once done.
 */
export default function PrivacyRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, page, pageCount, waiting, withUnverified } = loaderData;
  return (
    <main className="admin-page wide">
      <h1>Privacy requests</h1>
      <p className="muted">
        Requests to see, correct or erase details, or to withdraw. Answer each within 90 days; most are answered at once
        by the person's own e-mail code. The <Link to={href("/Admin/audit")}>audit log</Link> records every step.
      </p>
      <FormResult result={actionData} />
      <BreachExport />
      <p>
        {withUnverified ? (
          <>
            Showing requests still waiting for their e-mailed code too.{" "}
            <Link to={queueHref(1, false)}>Hide the unverified requests</Link>
          </>
        ) : waiting > 0 ? (
          <>
            {waiting} request(s) waiting for their e-mailed code are not shown: nobody has shown they are the person
            yet, and they go after a day. <Link to={queueHref(1, true)}>Show the unverified requests</Link>
          </>
        ) : null}
      </p>
      {requests.length === 0 ? <p>No requests to show.</p> : null}
      <ul className="request-list">
        {requests.map((request) => {
          const closed = request.status === "done" || request.status === "rejected";
          return (
            <li key={request.id} className="card">
              <h2>
                {REQUEST_KINDS[request.kind as RequestKind] ?? request.kind}{" "}
                <span className="status">{REQUEST_STATUSES[request.status as RequestStatus] ?? request.status}</span>
              </h2>
              <p>
                Received {formatIndiaDateTime(request.created_at)} · {request.channel === "email" ? "E-mail" : "Phone"}:{" "}
                {request.contact} · <strong>{deadline(request.due_at, closed)}</strong>
              </p>
              {request.details ? <p className="timeline-note">{request.details}</p> : null}
              {request.lead_ids.length > 0 ? (
                <p>
                  Leads:{" "}
                  {request.lead_ids.map((id, i) => (
                    <span key={id}>
                      {i > 0 ? ", " : ""}
                      <Link to={href("/Admin/leads/:id", { id: String(id) })}>#{id}</Link>
                    </span>
                  ))}
                </p>
              ) : null}
              <details>
                <summary>Log ({request.log.length})</summary>
                <ol className="plain-list">
                  {request.log.map((entry, i) => (
                    <li key={i}>
                      {formatIndiaDateTime(entry.at)} · {entry.by}: {entry.text}
                    </li>
                  ))}
                </ol>
              </details>
              {closed ? null : (
                <Form method="post" className="inline-form">
                  <input type="hidden" name="id" value={request.id} />
                  <label htmlFor={`note-${request.id}`}>Note</label>
                  <input id={`note-${request.id}`} name="note" type="text" maxLength={500} />
                  {request.status === "verify_by_phone" ? (
                    <button
                      type="submit"
                      name="action"
                      value="verified_by_phone"
                      className="button button-small button-ghost"
                    >
                      Verified by phone
                    </button>
                  ) : null}
                  {request.status === "open" && request.kind === "erase" ? (
                    <button
                      type="submit"
                      name="action"
                      value="carry_out"
                      className="button button-small button-primary"
                    >
                      Erase now
                    </button>
                  ) : null}
                  {request.status === "open" && request.kind === "withdraw" ? (
                    <>
                      <label htmlFor={`choice-${request.id}`}>Withdraw</label>
                      <select id={`choice-${request.id}`} name="choice" defaultValue="updates">
                        <option value="updates">Updates only</option>
                        <option value="contact">All contact</option>
                      </select>
                      <button
                        type="submit"
                        name="action"
                        value="carry_out"
                        className="button button-small button-primary"
                      >
                        Withdraw now
                      </button>
                    </>
                  ) : null}
                  <button type="submit" name="action" value="done" className="button button-small button-ghost">
                    Close as done
                  </button>
                  <button type="submit" name="action" value="rejected" className="button button-small button-ghost">
                    Reject
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => queueHref(n, withUnverified)} />
    </main>
  );
}
