import { href, Link } from "react-router";
import { FormResult } from "#app/components/forms/form-result";
import { Pager } from "#app/components/ui/pager";
import { listRequests } from "#app/features/privacy/rights-requests.server";
import type { Route } from "./+types/privacy-requests";
import { adminAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { BreachExport } from "./privacy-requests/breach-export";
import { RequestCard } from "./privacy-requests/request-card";
import { REQUEST_INTENTS } from "./privacy-requests/request-intents.server";

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

/** Each button of a request's form is a step (privacy-requests/request-intents.server.ts); any other is a 400. */
export const action = (args: Route.ActionArgs) => adminAction(args, REQUEST_INTENTS, { ownerOnly: true });

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
      {/* Without JavaScript a request's form posts the page, and its answer is shown here. */}
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
        {requests.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => queueHref(n, withUnverified)} />
    </main>
  );
}
