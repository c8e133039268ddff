import { data, Form, redirect } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { HoneypotField } from "#app/features/leads/honeypot-field";
import { HONEYPOT_FIELD, honeypotRefusal } from "#app/features/leads/lead-result";
import { fieldErrorsOf, type FieldErrors } from "#app/features/leads/lead-schema";
import { REQUEST_KINDS, RightsRequestSchema } from "#app/features/privacy/request-schema";
import { receiveRequest } from "#app/features/privacy/rights-requests.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { dbFrom } from "#app/utils/context.server";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { siteOrigin } from "#app/utils/env.server";
import { pageMeta } from "#app/utils/seo";
import { Refusal } from "#app/utils/refusal";
import { privatePage } from "#app/utils/page-handle";
import type { Route } from "./+types/request";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "See, correct or erase your details",
    description:
      "Ask {brand} to show, correct or erase the details of your enquiry, or to stop contacting you. We check it is you with a one-time code.",
    path: "/privacy/request",
  });

// The action's Retry-After on a 429 reaches the browser.
export const headers = forwardHeaders;

type Answer = { fieldErrors: FieldErrors; values: Record<string, string> };

/**
 * A rights request: stored, then the page of the request, where the e-mailed code is entered. A
 * filled honeypot stores nothing and is answered as the lead forms answer it; past the hourly
 * limits (per connection, per contact) the answer is 429.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = dbFrom(context);
  const values = (await parseFormBody(request)) ?? {};
  if (values[HONEYPOT_FIELD]) {
    const { phone } = await getSiteSettings(db);
    return data<Answer>({ fieldErrors: { form: honeypotRefusal(phone) }, values }, { status: 400 });
  }
  const parsed = RightsRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data<Answer>({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  }
  try {
    const { publicId } = await receiveRequest(
      db,
      { ...parsed.data, ipHash: clientIpHash(context) },
      { origin: siteOrigin(context.env), secret: context.ipHashKey },
    );
    return redirect(`/privacy/request/${publicId}`);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const status = error.status ?? 400;
    return data<Answer>(
      { fieldErrors: { form: error.message }, values },
      { status, headers: status === 429 ? { "Retry-After": "3600" } : undefined },
    );
  }
}

export default function RightsRequestPage({ actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? {};
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="field-error" role="alert">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};
  return (
    <main>
      <PageBand
        heading="See, correct or erase your details"
        intro="Tell us what you would like, and the e-mail address or phone number you gave us. No account needed."
      />
      <div className="container narrow page-pad">
        <Form method="post" className="lead-card privacy-form" noValidate data-send-once>
          <HoneypotField id="privacy-request" />
          <fieldset className="choice-group" {...described("kind")}>
            <legend>What would you like us to do?</legend>
            {Object.entries(REQUEST_KINDS).map(([value, label]) => (
              <div className="check" key={value}>
                <input
                  type="radio"
                  id={`kind-${value}`}
                  name="kind"
                  value={value}
                  defaultChecked={values.kind === value}
                />
                <label htmlFor={`kind-${value}`}>{label}</label>
              </div>
            ))}
            {error("kind")}
          </fieldset>
          <div className="field">
            <label htmlFor="email">The e-mail address on your enquiry</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={200}
              defaultValue={values.email}
              {...described("email")}
            />
            <p className="field-hint">We send a 6-digit code to it, to check that it is you.</p>
            {error("email")}
          </div>
          <div className="field">
            <label htmlFor="phone">Or, if you gave us no e-mail, your mobile number</label>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={24}
              defaultValue={values.phone}
              {...described("phone")}
            />
            <p className="field-hint">We will call you on it to confirm that it is you.</p>
            {error("phone")}
          </div>
          <div className="field">
            <label htmlFor="details">What should we correct? (only for a correction)</label>
            <textarea
              id="details"
              name="details"
              rows={3}
              maxLength={2000}
              defaultValue={values.details}
              {...described("details")}
            />
            {error("details")}
          </div>
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="button button-primary">
            Send my request
          </button>
        </Form>
      </div>
    </main>
  );
}
