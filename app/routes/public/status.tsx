import { data, isRouteErrorResponse, redirect } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { documentUploadFormSchema } from "#app/features/admissions/document-schema";
import {
  Applications,
  documentAnchor,
  Documents,
  Help,
  NextSteps,
  Payments,
  type UploadRefused,
} from "#app/features/status-link/status-page-sections";
import {
  openStatusPage,
  statusUploadTarget,
  uploadFromStatusPage,
} from "#app/features/status-link/status-links.server";
import { STATUS_PAGE_HEADERS as PRIVATE_HEADERS } from "#app/features/status-link/status-link-schema";
import { readMultipartForm } from "#app/utils/form-data.server";
import { Refusal } from "#app/utils/refusal";
import { parseId } from "#app/utils/ids";
import { now } from "#app/utils/clock";
import { dbFrom } from "#app/utils/context.server";
import { formatIndiaDayIn } from "#app/utils/india-time";
import { withStored } from "#app/utils/i18n/english-text";
import { localeOf, pathIn } from "#app/utils/i18n/locale";
import { refusalIn } from "#app/utils/i18n/refusal-text";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { indiaDay } from "#app/utils/india-time";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { privatePage } from "#app/utils/page-handle";
import { forwardHeaders } from "#app/utils/route-headers";
import { languageAlternates, metaMessages } from "#app/utils/seo";
import NotFound from "./not-found";
import type { Route } from "./+types/status";

/**
 * /status/<token>: the student's status page (docs/decisions/049-status-link.md). One family's
 * page: never stored, kept or listed (privatePage), never indexed, and the token in its address
 * is sent to no other site. Anything that is not a working link is the site's ordinary 404. In
 * Hindi under /hi (the page's path).
 */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ error, matches }) => {
  const messages = metaMessages(matches);
  const m = messages.student.status;
  return [
    { title: error ? messages.home.notFound.title : m.title },
    { name: "description", content: m.description },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
    ...(error ? [] : languageAlternates(matches)),
  ];
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // After an upload, the address names the document (the action's redirect): its card says thank you.
  const uploadedDocumentId = parseId(new URL(request.url).searchParams.get("uploaded"));
  const page = await openStatusPage(dbFrom(context), {
    token: params.token,
    ipHash: clientIpHash(context),
    uploadedDocumentId,
  });
  if (!page) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  if ("retryAfterSeconds" in page) {
    throw data(null, {
      status: 429,
      headers: { ...PRIVATE_HEADERS, "Retry-After": String(page.retryAfterSeconds) },
    });
  }
  // The India day the steps' "today", "tomorrow", "in 5 days" count from.
  return data({ ...page, today: indiaDay(now()) }, { headers: PRIVATE_HEADERS });
}

/**
 * A document uploaded from the page (a multipart post, with or without JavaScript): the same
 * checks as staff's uploads. Accepted, the page is loaded again with a thank-you (a redirect, so
 * a reload does not send the file twice); refused, the page shows why beside that document's form,
 * in the page's language.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const db = dbFrom(context);
  const locale = localeOf(new URL(request.url).pathname);
  // The link and the limits first: a post to a link that does not work is not read at all.
  const target = await statusUploadTarget(db, { token: params.token, ipHash: clientIpHash(context) });
  if (!target) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  if ("retryAfterSeconds" in target) {
    throw data(null, { status: 429, headers: { ...PRIVATE_HEADERS, "Retry-After": String(target.retryAfterSeconds) } });
  }
  const refused = (answer: UploadRefused, status: number) => data(answer, { status, headers: PRIVATE_HEADERS });
  const form = await readMultipartForm(request);
  // The form's messages are in the page's language already; a refusal is rendered by its code.
  const parsed = documentUploadFormSchema(locale).safeParse({
    document_id: form.get("document_id"),
    file: form.get("file"),
  });
  const documentId = Number(form.get("document_id")) || null;
  if (!parsed.success) return refused({ documentId, message: parsed.error.issues[0]!.message }, 400);
  try {
    await uploadFromStatusPage(db, target, {
      documentId: parsed.data.document_id,
      fileName: parsed.data.file.name,
      bytes: new Uint8Array(await parsed.data.file.arrayBuffer()),
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // A document that is not this link's lead's is the same 404 as a link that does not work.
    if (error.status === 404) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
    // An item already received or not needed is a 409: the status link adds, it never replaces.
    return refused({ documentId, message: refusalIn(locale, error) }, error.status ?? 422);
  }
  // Back to that document's card, where the thank-you stands: not the top of a long page.
  const uploaded = parsed.data.document_id;
  return redirect(`${pathIn(locale, `/status/${params.token}`)}?uploaded=${uploaded}#${documentAnchor(uploaded)}`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export const headers = forwardHeaders;

export default function StatusPageRoute({ loaderData: page, actionData, params }: Route.ComponentProps) {
  const locale = useLocale();
  const m = useMessages().student.status;
  const until = formatIndiaDayIn(locale, indiaDay(page.expiresAt));
  return (
    <main className="status-page">
      <PageBand
        heading={withStored(locale, ([name]) => m.heading(name ?? null), page.firstName ? [page.firstName] : [])}
        intro={withStored(locale, ([name]) => m.intro(name ?? null), page.counsellor ? [page.counsellor] : [])}
      />
      <div className="container narrow page-pad status-body">
        <Applications applications={page.applications} />
        <Payments
          payments={page.payments}
          receiptPath={(id) => pathIn(locale, `/status/${params.token}/receipt/${id}`)}
        />
        <NextSteps steps={page.nextSteps} today={page.today} />
        <Documents documents={page.documents} uploaded={page.uploaded} refused={actionData} />
        {/* The next counselling session goes here once sessions exist (issue 25): none exist yet. */}
        <Help page={page} />
        <p className="muted small status-footnote">{m.footnote(until)}</p>
      </div>
    </main>
  );
}

/** A link that is not a working one is the site's ordinary 404; too many openings, a calm 429. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().student.status;
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <main className="container narrow page-pad">
        <h1>{m.waitHeading}</h1>
        <p>{m.waitText}</p>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Never a stack trace to a visitor; the server log has the details.
  return (
    <main className="container narrow page-pad">
      <h1>{m.errorHeading}</h1>
      <p>{m.errorText}</p>
    </main>
  );
}
