import { data } from "react-router";
import { PrintButtonIsland } from "#app/components/ui/print-button.island";
import { ReceiptView } from "#app/features/admissions/receipt-view";
import { STATUS_PAGE_HEADERS } from "#app/features/status-link/status-link-schema";
import { openStatusReceipt } from "#app/features/status-link/status-links.server";
import receiptStylesHref from "#app/styles/receipt.css?url";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { pathIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { privatePage } from "#app/utils/page-handle";
import { forwardHeaders } from "#app/utils/route-headers";
import { languageAlternates, metaMessages } from "#app/utils/seo";
import type { Route } from "./+types/status-receipt";

/**
 * /status/<token>/receipt/<payment>: a fee's receipt, for the family to view and print (issue 44,
 * docs/decisions/083-receipts-through-the-status-link.md). The status page's access rule: no
 * sign-in, the link's token is the key, and anything that is not a working link's own payment is
 * the site's 404; never stored or indexed. The receipt is staff's own rendering (ReceiptView), in
 * the page's language; in print the site's header, footer and buttons give way (app.css).
 */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ data: page, error, matches }) => {
  const messages = metaMessages(matches);
  const m = messages.student.receipt;
  return [
    { title: error || !page ? messages.home.notFound.title : m.title(page.receipt.receipt_number) },
    { name: "description", content: m.description },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
    ...(error ? [] : languageAlternates(matches)),
  ];
};

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptStylesHref }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const paymentId = parseId(params.id);
  const found = paymentId
    ? await openStatusReceipt(dbFrom(context), { token: params.token, ipHash: clientIpHash(context), paymentId })
    : undefined;
  if (!found) throw data(null, { status: 404, headers: STATUS_PAGE_HEADERS });
  if ("retryAfterSeconds" in found) {
    throw data(null, {
      status: 429,
      headers: { ...STATUS_PAGE_HEADERS, "Retry-After": String(found.retryAfterSeconds) },
    });
  }
  return data(found, { headers: STATUS_PAGE_HEADERS });
}

export const headers = forwardHeaders;

export default function StatusReceiptRoute({ loaderData: { receipt, issuer }, params }: Route.ComponentProps) {
  const locale = useLocale();
  const m = useMessages().student.receipt;
  return (
    <main className="container page-pad receipt-page">
      <div className="receipt-tools">
        <a href={pathIn(locale, `/status/${params.token}`)}>{m.back}</a>
        <PrintButtonIsland label={m.print} hint={m.printHint} />
      </div>
      <ReceiptView receipt={receipt} issuer={issuer} />
    </main>
  );
}

/** The status page's answers: the site's 404, a calm 429, never a stack trace. */
export { ErrorBoundary } from "./status";
