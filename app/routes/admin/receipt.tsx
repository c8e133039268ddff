import { data, href } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { requireAdmin } from "#app/features/admins/auth.server";
import { receiptFor, receiptIssuer } from "#app/features/admissions/payments.server";
import { ReceiptView } from "#app/features/admissions/receipt-view";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { forwardHeaders } from "#app/utils/route-headers";
import receiptStylesHref from "#app/styles/receipt.css?url";
import type { Route } from "./+types/receipt";

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page ? `Receipt ${page.receipt.receipt_number} | Admin` : "Receipt | Admin" },
];

/**
 * A payment's receipt, to print or save as PDF from the browser (docs/decisions/048-payments-and-receipts.md):
 * staff who may see the lead; anyone else, and a payment that is not there, get the 404. The
 * consultancy's name and address come from the settings; the receipt's own facts (the name it
 * was received from, the GSTIN, the tax) are as they were when it was issued.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const id = parseId(params.id);
  const db = dbFrom(context);
  const receipt = id ? await receiptFor(db, id, me) : undefined;
  if (!receipt) throw data("Not found", { status: 404 });
  return { receipt, issuer: await receiptIssuer(db) };
}

export const headers = forwardHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: receiptStylesHref }];

export default function ReceiptPage({ loaderData: { receipt, issuer } }: Route.ComponentProps) {
  return (
    <main className="admin-page receipt-page">
      <div className="receipt-tools">
        <BackLink to={href("/Admin/leads/:id", { id: String(receipt.lead_id) })}>Back to the lead</BackLink>
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <noscript>
          <p className="muted small">Use your browser&apos;s Print (Ctrl+P) to print or save as PDF.</p>
        </noscript>
      </div>
      <ReceiptView receipt={receipt} issuer={issuer} />
    </main>
  );
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");
