import { data, Form, href, Link } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { withdrawByLink, withdrawLinkState } from "#app/features/leads/consent-links.server";
import { WithdrawChoiceSchema } from "#app/features/privacy/request-schema";
import { WithdrawButtons } from "#app/features/privacy/withdraw-buttons";
import { dbFrom } from "#app/utils/context.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { privatePage } from "#app/utils/page-handle";
import type { Route } from "./+types/withdraw";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = () => [
  { title: "Stop updates or contact" },
  // A personal link: never indexed.
  { name: "robots", content: "noindex" },
  // The address holds a secret: it goes to no other site (same-origin posts keep their Origin).
  { name: "referrer", content: "same-origin" },
];

/**
 * The page a withdrawal link opens (features/leads/withdraw-link.server.ts). Opening it changes
 * nothing, because mail scanners open links too; one press of a button does, without signing in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await withdrawLinkState(dbFrom(context), context.ipHashKey, token);
  return data({ token, state }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = (await parseFormBody(request)) ?? {};
  const parsed = WithdrawChoiceSchema.safeParse(values);
  if (!parsed.success) return data({ outcome: "invalid" as const }, { status: 400 });
  const outcome = await withdrawByLink(dbFrom(context), context.ipHashKey, values.token ?? "", parsed.data.choice);
  return data({ outcome, choice: parsed.data.choice }, { status: outcome === "unknown" ? 404 : 200 });
}

export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, state } = loaderData;
  let body;
  if (actionData?.outcome === "done") {
    body = (
      <p role="status" className="form-success">
        {actionData.choice === "contact"
          ? "Done. We will not contact you again about your enquiry, and you will get no updates."
          : "Done. You will get no more updates from us. A counsellor may still call you about the enquiry you sent."}
      </p>
    );
  } else if (state === "unknown" || actionData?.outcome === "unknown") {
    body = (
      <p role="alert" className="form-error">
        This link is not complete or not ours. Please use the link exactly as it is in our e-mail, or{" "}
        <Link to={href("/privacy/request")}>make a request here</Link>.
      </p>
    );
  } else if (state === "erased" || actionData?.outcome === "erased") {
    body = <p role="status">We no longer hold any details for this link: they have been erased.</p>;
  } else {
    body = (
      <>
        {state === "neutral" ? (
          <p>Choose what you want: no more updates, or no contact from us at all.</p>
        ) : (
          <p>
            {state.updates
              ? "You agreed to occasional updates on exams, counselling dates and admissions."
              : "You are not receiving updates from us."}{" "}
            {state.contact
              ? "A counsellor may call you about the enquiry you sent."
              : "You asked us not to contact you at all."}
          </p>
        )}
        {actionData?.outcome === "invalid" ? (
          <p role="alert" className="form-error">
            Please choose one of the buttons.
          </p>
        ) : null}
        <Form method="post" className="withdraw-choices" data-send-once>
          <input type="hidden" name="token" value={token} />
          <WithdrawButtons />
        </Form>
        <p className="muted">
          To see, correct or erase your details, <Link to={href("/privacy/request")}>make a request</Link>.
        </p>
      </>
    );
  }
  return (
    <main>
      <PageBand heading="Stop updates or contact" intro="Your choice takes effect at once. No sign-in needed." />
      <div className="container narrow page-pad">{body}</div>
    </main>
  );
}
