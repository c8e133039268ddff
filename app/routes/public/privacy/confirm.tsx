import { data, Form, href, Link } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { confirmByLink, confirmLinkState } from "#app/features/leads/consent-links.server";
import { dbFrom } from "#app/utils/context.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { privatePage } from "#app/utils/page-handle";
import type { Route } from "./+types/confirm";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = () => [
  { title: "Confirm updates" },
  // A personal link: never indexed.
  { name: "robots", content: "noindex" },
  // The address holds a secret: it goes to no other site (same-origin posts keep their Origin).
  { name: "referrer", content: "same-origin" },
];

/**
 * The page the confirmation link in an acknowledgement opens (double opt-in for updates,
 * features/leads/consent-links.server.ts). Opening it changes nothing, because mail scanners open
 * links too; one press of the button does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await confirmLinkState(dbFrom(context), context.ipHashKey, token);
  return data({ token, state }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = (await parseFormBody(request)) ?? {};
  const outcome = await confirmByLink(dbFrom(context), context.ipHashKey, values.token ?? "");
  return data({ outcome }, { status: outcome === "unknown" ? 404 : 200 });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, state } = loaderData;
  const outcome = actionData?.outcome;
  let body;
  if (outcome === "done") {
    body = (
      <p role="status" className="form-success">
        Thank you. You will get occasional updates on exams, counselling dates and admissions. Every update has a link
        to stop them.
      </p>
    );
  } else if (state === "unknown" || outcome === "unknown") {
    body = (
      <p role="alert" className="form-error">
        This link is not complete or not ours. Please use the link exactly as it is in our e-mail.
      </p>
    );
  } else if (state === "erased" || outcome === "erased") {
    body = <p role="status">We no longer hold any details for this link: they have been erased.</p>;
  } else if (state.withdrawn || outcome === "withdrawn") {
    body = (
      <p role="status">
        You asked us not to contact you, so we send no updates. To change that, please call us or send a new enquiry.
      </p>
    );
  } else if (state.confirmed) {
    body = <p role="status">Your updates are already on. Nothing more to do.</p>;
  } else {
    body = (
      <>
        <p>
          You asked for occasional updates on exams, counselling dates and admissions. Press the button to start them.
          If it was not you who asked, close this page: nothing happens.
        </p>
        <Form method="post" className="withdraw-choices" data-send-once>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button-primary">
            Yes, send me updates
          </button>
        </Form>
      </>
    );
  }
  return (
    <main>
      <PageBand heading="Confirm updates" intro="One click, no sign-in." />
      <div className="container narrow page-pad">
        {body}
        <p className="muted">
          To stop updates or contact later, use the link in any of our e-mails; to see, correct or erase your details,{" "}
          <Link to={href("/privacy/request")}>make a request</Link>.
        </p>
      </div>
    </main>
  );
}
