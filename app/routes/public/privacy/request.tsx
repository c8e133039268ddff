import { data, Form, redirect } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { HoneypotField } from "#app/features/lead-forms/honeypot-field";
import { HONEYPOT_FIELD } from "#app/features/lead-forms/lead-result";
import { fieldErrorsOf, type FieldErrors } from "#app/features/leads/lead-schema";
import { REQUEST_KIND_VALUES, rightsRequestSchema } from "#app/features/privacy/request-schema";
import { receiveRequest } from "#app/features/privacy/rights-requests.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { dbFrom } from "#app/utils/context.server";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { siteOrigin } from "#app/utils/env.server";
import { localeOf, pathIn } from "#app/utils/i18n/locale";
import { refusalIn } from "#app/utils/i18n/refusal-text";
import { messagesFor, useMessages } from "#app/utils/i18n/messages";
import { metaMessages, pageMeta } from "#app/utils/seo";
import { Refusal } from "#app/utils/refusal";
import { privatePage } from "#app/utils/page-handle";
import type { Route } from "./+types/request";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const m = metaMessages(matches).student.privacy.request;
  return pageMeta({ matches, title: m.title, description: m.description, path: "/privacy/request" });
};

// The action's Retry-After on a 429 reaches the browser.
export const headers = forwardHeaders;

type Answer = { fieldErrors: FieldErrors; values: Record<string, string> };

/**
 * A rights request: stored, then the page of the request, where the e-mailed code is entered. A
 * filled honeypot stores nothing and is answered as the lead forms answer it; past the hourly
 * limits (per connection, per contact) the answer is 429. A request made under /hi is answered in
 * Hindi, and its code's e-mail and its page are in Hindi.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = dbFrom(context);
  const locale = localeOf(new URL(request.url).pathname);
  const words = messagesFor(locale);
  const values = (await parseFormBody(request)) ?? {};
  if (values[HONEYPOT_FIELD]) {
    const { phone } = await getSiteSettings(db);
    return data<Answer>({ fieldErrors: { form: words.leadForm.honeypot(phone) }, values }, { status: 400 });
  }
  // The schema's messages are in the page's language already (docs/decisions/069-messages-by-code.md).
  const parsed = rightsRequestSchema(locale).safeParse(values);
  if (!parsed.success) return data<Answer>({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  try {
    const { publicId } = await receiveRequest(
      db,
      { ...parsed.data, ipHash: clientIpHash(context), language: locale },
      { origin: siteOrigin(context.env), secret: context.ipHashKey },
    );
    return redirect(pathIn(locale, `/privacy/request/${publicId}`));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const status = error.status ?? 400;
    return data<Answer>(
      { fieldErrors: { form: refusalIn(locale, error) }, values },
      { status, headers: status === 429 ? { "Retry-After": "3600" } : undefined },
    );
  }
}

export default function RightsRequestPage({ actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const m = messages.student.privacy.request;
  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? {};
  const error = (name: string) => <FieldError errors={errors} name={name} />;
  const described = (name: string) => describedBy(errors, name);
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container narrow page-pad">
        <Form method="post" className="lead-card privacy-form" noValidate data-send-once>
          <HoneypotField id="privacy-request" label={messages.leadForm.leaveEmpty} />
          <KindChoice errors={errors} chosen={values.kind} />
          <div className="field">
            <label htmlFor="email">{m.emailLabel}</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={200}
              defaultValue={values.email}
              {...described("email")}
            />
            <p className="field-hint">{m.emailHint}</p>
            {error("email")}
          </div>
          <div className="field">
            <label htmlFor="phone">{m.phoneLabel}</label>
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
            <p className="field-hint">{m.phoneHint}</p>
            {error("phone")}
          </div>
          <div className="field">
            <label htmlFor="details">{m.detailsLabel}</label>
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
            {m.submit}
          </button>
        </Form>
      </div>
    </main>
  );
}

type Errors = Record<string, string | undefined>;

function FieldError({ errors, name }: { errors: Errors; name: string }) {
  return errors[name] ? (
    <p id={`${name}-error`} className="field-error" role="alert">
      {errors[name]}
    </p>
  ) : null;
}

/** A field with an error is marked invalid and described by it. */
const describedBy = (errors: Errors, name: string) =>
  errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};

/** What the person asks for: to see, correct or erase their details, or to stop updates or all contact. */
function KindChoice({ errors, chosen }: { errors: Errors; chosen: string | undefined }) {
  const m = useMessages().student.privacy.request;
  return (
    <fieldset className="choice-group" {...describedBy(errors, "kind")}>
      <legend>{m.kindLegend}</legend>
      {REQUEST_KIND_VALUES.map((value) => (
        <div className="check" key={value}>
          <input type="radio" id={`kind-${value}`} name="kind" value={value} defaultChecked={chosen === value} />
          <label htmlFor={`kind-${value}`}>{m.kinds[value]}</label>
        </div>
      ))}
      <FieldError errors={errors} name="kind" />
    </fieldset>
  );
}
