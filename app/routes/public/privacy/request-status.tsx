import { data, href, isRouteErrorResponse, Link } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { codeSchema, WithdrawChoiceSchema, type RequestKind } from "#app/features/privacy/request-schema";
import { carryOutRequest, requestByPublicId, verifyCode } from "#app/features/privacy/rights-requests.server";
import { CodeForm } from "#app/features/privacy/code-form";
import { Verified, type VerifiedAnswer } from "#app/features/privacy/verified-answer";
import { dbFrom } from "#app/utils/context.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { formatIndiaDateIn } from "#app/utils/india-time";
import { maskedContact } from "#app/utils/masked-contact";
import { linkIn, localeOf } from "#app/utils/i18n/locale";
import { refusalIn } from "#app/utils/i18n/refusal-text";
import { messagesFor, useLocale, useMessages } from "#app/utils/i18n/messages";
import { Refusal } from "#app/utils/refusal";
import { privatePage } from "#app/utils/page-handle";
import { languageAlternates, metaMessages } from "#app/utils/seo";
import NotFound from "../not-found";
import type { Route } from "./+types/request-status";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ error, matches }) => {
  const messages = metaMessages(matches);
  return [
    { title: error ? messages.home.notFound.title : messages.student.privacy.requestStatus.title },
    { name: "robots", content: "noindex" },
    // The address holds a secret: it goes to no other site (same-origin posts keep their Origin).
    { name: "referrer", content: "same-origin" },
    ...(error ? [] : languageAlternates(matches)),
  ];
};

/** The request's state; never the person's data, which only a verified answer shows. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await requestByPublicId(dbFrom(context), params.publicId);
  if (!request) throw data("Not found", { status: 404 });
  return data(
    {
      kind: request.kind,
      status: request.status,
      channel: request.channel,
      contact: maskedContact(request.contact),
      dueAt: request.due_at,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Answer =
  | VerifiedAnswer
  | { step: "done"; kind: RequestKind; records: number }
  | { step: "error"; message: string; field?: string };

/** The answers are in the page's language; the data shown is as we hold it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const values = (await parseFormBody(request)) ?? {};
  const db = dbFrom(context);
  try {
    if (values.intent === "verify") {
      // The code form's message is in the page's language already.
      const parsed = codeSchema(locale).safeParse(values);
      if (!parsed.success)
        return data<Answer>(
          { step: "error", message: parsed.error.issues[0]!.message, field: "code" },
          { status: 400 },
        );
      const verified = await verifyCode(db, params.publicId, parsed.data.code, context.ipHashKey);
      return data<Answer>({
        step: "verified",
        kind: verified.request.kind,
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
    return data<Answer>(
      { step: "error", message: messagesFor(locale).student.privacy.requestStatus.useForm },
      { status: 400 },
    );
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return data<Answer>(
      {
        step: "error",
        message: refusalIn(locale, error),
        field: values.intent === "verify" ? "code" : undefined,
      },
      { status: error.status ?? 400 },
    );
  }
}

export default function RequestStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { privacy } = useMessages().student;
  const m = privacy.requestStatus;
  const answer = actionData as Answer | undefined;
  const what = privacy.request.kinds[loaderData.kind];
  const requestPage = linkIn(locale, href("/privacy/request"));
  let body;
  if (answer?.step === "done") {
    body = (
      <p role="status" className="form-success">
        {answer.kind === "erase" ? m.doneErase(answer.records) : m.doneOther}
      </p>
    );
  } else if (answer?.step === "verified") {
    body = <Verified answer={answer} />;
  } else if (loaderData.status === "awaiting_code") {
    const codeError = answer?.step === "error" ? answer.message : undefined;
    body = (
      <>
        <p>
          {m.codeSentBefore}
          <strong>{loaderData.contact}</strong>
          {m.codeSentAfter}
          <Link to={requestPage}>{m.startAgain}</Link>
          {m.codeSentEnd}
        </p>
        <CodeForm error={codeError} />
      </>
    );
  } else if (loaderData.status === "verify_by_phone") {
    body = <p role="status">{m.byPhone(loaderData.contact, formatIndiaDateIn(locale, loaderData.dueAt))}</p>;
  } else if (loaderData.status === "open") {
    body = (
      <p role="status">
        {loaderData.kind === "correct" || loaderData.channel === "phone" ? m.verifiedByStaff : m.verifiedExpired}
      </p>
    );
  } else {
    body = (
      <p role="status">
        {m.completeBefore}
        <Link to={requestPage}>{m.newRequest}</Link>
        {m.completeAfter}
      </p>
    );
  }
  const otherError = answer?.step === "error" && answer.field !== "code" ? answer.message : undefined;
  return (
    <main>
      <PageBand heading={m.title} intro={what} />
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

/** A request that is not there is the site's ordinary 404, in the page's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().student.status;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Never a stack trace to a visitor; the server log has the details.
  return (
    <main className="container narrow page-pad">
      <h1>{m.errorHeading}</h1>
      <p>{m.errorText}</p>
    </main>
  );
}
