import { data, href } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { requireAdmin } from "#app/features/admins/auth.server";
import { PAYMENT_MODE_LABELS } from "#app/features/admissions/payment-schema";
import { receiptFor } from "#app/features/admissions/payments.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { formatIndiaDay } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import { formatPaise, rupeesInWords } from "#app/utils/rupees";
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
  const settings = await getSiteSettings(db);
  const office = settings.offices[0];
  return {
    receipt,
    issuer: { name: settings.brandName, address: office?.address ?? "", phone: settings.phone, email: settings.email },
  };
}

export const headers = forwardHeaders;

export default function ReceiptPage({ loaderData: { receipt, issuer } }: Route.ComponentProps) {
  const rows: [string, string][] = [
    ["Received from", receipt.received_from],
    ["Amount", formatPaise(receipt.amount_paise)],
    ["Amount in words", rupeesInWords(receipt.amount_paise)],
    ["Mode", PAYMENT_MODE_LABELS[receipt.mode]],
    ["Reference", receipt.reference || "—"],
  ];
  if (receipt.application) rows.push(["For", receipt.application]);
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
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt-head">
          <div>
            <p className="receipt-issuer">{issuer.name}</p>
            <p>{issuer.address}</p>
            <p>
              {issuer.phone} · {issuer.email}
            </p>
            {receipt.gstin ? <p>GSTIN: {receipt.gstin}</p> : null}
          </div>
          <div className="receipt-id">
            <h1 id="receipt-title">Receipt</h1>
            <p>
              No. <strong>{receipt.receipt_number}</strong>
            </p>
            <p>Date: {formatIndiaDay(receipt.paid_on)}</p>
          </div>
        </header>
        <dl className="detail-list receipt-lines">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {receipt.gst_rate !== null && receipt.taxable_paise !== null && receipt.tax_paise !== null ? (
          <table className="receipt-tax">
            <caption>GST included in the amount</caption>
            <tbody>
              <tr>
                <th scope="row">Taxable value</th>
                <td>{formatPaise(receipt.taxable_paise)}</td>
              </tr>
              <tr>
                <th scope="row">GST @ {receipt.gst_rate}%</th>
                <td>{formatPaise(receipt.tax_paise)}</td>
              </tr>
              <tr className="receipt-total">
                <th scope="row">Total received</th>
                <td>{formatPaise(receipt.amount_paise)}</td>
              </tr>
            </tbody>
          </table>
        ) : null}
        <footer className="receipt-foot">
          <p className="muted small">
            Recorded{receipt.recorded_by_name ? ` by ${receipt.recorded_by_name}` : ""}. This is a receipt for money
            received, issued by {issuer.name}.
          </p>
          <p className="receipt-sign">
            For {issuer.name}
            <br />
            <span>Authorised signatory</span>
          </p>
        </footer>
      </article>
    </main>
  );
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");
