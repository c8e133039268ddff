import { data, Form, href, Link } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import {
  CodeSchema,
  REQUEST_KINDS,
  WithdrawChoiceSchema,
  type RequestKind,
} from "#app/features/privacy/request-schema";
import { carryOutRequest, requestByPublicId, verifyCode } from "#app/features/privacy/rights-requests.server";
import { Verified, type VerifiedAnswer } from "#app/features/privacy/verified-answer";
import { dbFrom } from "#app/utils/context.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { Refusal } from "#app/utils/refusal";
import { privatePage } from "#app/utils/page-handle";
import type { Route } from "./+types/request-status";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = () => [
  { title: "Your request" },
  { name: "robots", content: "noindex" },
  // The address holds a secret: it goes to no other site (same-origin posts keep their Origin).
  { name: "referrer", content: "same-origin" },
];

/** "r****@example.com": enough to recognise where the code went, not enough to learn it. */
function masked(contact: string): string {
  const [local = "", domain] = contact.split("@");
  return domain ? `${local.slice(0, 1)}****@${domain}` : `******${contact.slice(-4)}`;
}

/** The request's state; never the person's data, which only a verified answer shows. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await requestByPublicId(dbFrom(context), params.publicId);
  if (!request) throw data("Not found", { status: 404 });
  return data(
    {
      kind: request.kind as RequestKind,
      status: request.status,
      channel: request.channel,
      contact: masked(request.contact),
      dueAt: request.due_at,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Answer =
  | VerifiedAnswer
  | { step: "done"; kind: RequestKind; records: number }
  | { step: "error"; message: string; field?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const values = (await parseFormBody(request)) ?? {};
  const db = dbFrom(context);
  try {
    if (values.intent === "verify") {
      const parsed = CodeSchema.safeParse(values);
      if (!parsed.success)
        return data<Answer>(
          { step: "error", message: parsed.error.issues[0]!.message, field: "code" },
          { status: 400 },
        );
      const verified = await verifyCode(db, params.publicId, parsed.data.code, context.ipHashKey);
      return data<Answer>({
        step: "verified",
        kind: verified.request.kind as RequestKind,
        data: verified.data,
        proof: verified.proof,
      });
    }
    if (values.intent === "carry-out") {
      const choice = WithdrawChoiceSchema.safeParse(values);
      const done = await carryOutRequest(
        db,
        {
          publicId: params.publicId,
          proof: values.proof ?? "",
          choice: choice.success ? choice.data.choice : undefined,
        },
        context.ipHashKey,
      );
      return data<Answer>({ step: "done", ...done });
    }
    return data<Answer>({ step: "error", message: "Please use the form on this page." }, { status: 400 });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return data<Answer>(
      { step: "error", message: error.message, field: values.intent === "verify" ? "code" : undefined },
      { status: error.status ?? 400 },
    );
  }
}

export default function RequestStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const what = REQUEST_KINDS[loaderData.kind];
  let body;
  if (answer?.step === "done") {
    body = (
      <p role="status" className="form-success">
        {answer.kind === "erase"
          ? `Done. We erased your details from ${answer.records} enquiry record(s). We keep only counts with no names.`
          : "Done. Your choice is recorded and takes effect at once."}
      </p>
    );
  } else if (answer?.step === "verified") {
    body = <Verified answer={answer} />;
  } else if (loaderData.status === "awaiting_code") {
    const codeError = answer?.step === "error" ? answer.message : undefined;
    body = (
      <>
        <p>
          We sent a 6-digit code to <strong>{loaderData.contact}</strong>. It works for 15 minutes. If no e-mail came,
          check the spam folder, or <Link to={href("/privacy/request")}>start again</Link>.
        </p>
        <Form method="post" className="lead-card narrow-form" data-send-once>
          <input type="hidden" name="intent" value="verify" />
          <div className="field">
            <label htmlFor="code">Code from the e-mail</label>
            <input
              id="code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? "code-error" : undefined}
            />
            {codeError ? (
              <p id="code-error" className="field-error" role="alert">
                {codeError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button-primary">
            Check the code
          </button>
        </Form>
      </>
    );
  } else if (loaderData.status === "verify_by_phone") {
    body = (
      <p role="status">
        We have your request. A member of our staff will call {loaderData.contact} to confirm that it is you, and then
        carry it out. We answer by {formatIndiaDateTime(loaderData.dueAt).split(",")[0]} at the latest.
      </p>
    );
  } else if (loaderData.status === "open") {
    body = (
      <p role="status">
        {loaderData.kind === "correct" || loaderData.channel === "phone"
          ? "Your request is verified. A member of our staff will carry it out and let you know."
          : "Your request is verified. For your safety, the page that carries it out works for 30 minutes only: please start a new request."}
      </p>
    );
  } else {
    body = (
      <p role="status">
        This request is complete. To see your details again,{" "}
        <Link to={href("/privacy/request")}>make a new request</Link>.
      </p>
    );
  }
  const otherError = answer?.step === "error" && answer.field !== "code" ? answer.message : undefined;
  return (
    <main>
      <PageBand heading="Your request" intro={what} />
      <div className="container narrow page-pad">
        {otherError ? (
          <p role="alert" className="form-error">
            {otherError}
          </p>
        ) : null}
        {body}
      </div>
    </main>
  );
}
