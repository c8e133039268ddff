import type { ReactNode } from "react";
import { formatIndiaDayIn } from "#app/utils/india-time";
import { formatPaise, rupeesInWords } from "#app/utils/rupees";
import { rupeesInHindiWords } from "#app/utils/rupees-hi";
import { StoredText, withStored } from "#app/utils/i18n/english-text";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import type { Receipt, ReceiptIssuer } from "./payments.server";

/**
 * A payment's receipt, the one rendering of it (docs/decisions/048-payments-and-receipts.md):
 * staff's page (routes/admin/receipt.tsx) and the family's through the status link
 * (routes/public/status-receipt.tsx, ADR 083), in the page's language. Its own facts (the name it
 * was received from, the GSTIN, the tax) are as they were when it was issued; names, the
 * reference and the amount in words stay as written, marked English on a Hindi page. Printed as
 * an A4 sheet by app/styles/receipt.css.
 */
export function ReceiptView({ receipt, issuer }: { receipt: Receipt; issuer: ReceiptIssuer }) {
  const locale = useLocale();
  const m = useMessages().student.receipt;
  const mode = useMessages().student.privacy.verified.paymentModes[receipt.mode];
  const stored = (text: string) => <StoredText locale={locale}>{text}</StoredText>;
  const rows: [string, ReactNode][] = [
    [m.receivedFrom, stored(receipt.received_from)],
    [m.amount, formatPaise(receipt.amount_paise)],
    [m.inWords, locale === "hi" ? rupeesInHindiWords(receipt.amount_paise) : rupeesInWords(receipt.amount_paise)],
    [m.mode, mode],
    [m.reference, receipt.reference ? stored(receipt.reference) : "—"],
  ];
  if (receipt.application) rows.push([m.for, stored(receipt.application)]);
  const byIssuer = (format: (name: string) => string) =>
    withStored(locale, ([name = ""]) => format(name), [issuer.name]);
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt-head">
        <div>
          <p className="receipt-issuer">{stored(issuer.name)}</p>
          <p>{stored(issuer.address)}</p>
          <p>
            <a href={`tel:${issuer.phone.replace(/[^+\d]/g, "")}`}>{issuer.phone}</a> · {issuer.email}
          </p>
          {/* Codes (the GSTIN, the receipt's number) are Latin letters on a Hindi page too: marked as such. */}
          {receipt.gstin ? <p>{withStored(locale, ([gstin = ""]) => m.gstin(gstin), [receipt.gstin])}</p> : null}
        </div>
        <div className="receipt-id">
          <h1 id="receipt-title">{m.heading}</h1>
          <p>
            {m.number} <strong>{stored(receipt.receipt_number)}</strong>
          </p>
          <p>{m.date(formatIndiaDayIn(locale, receipt.paid_on))}</p>
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
      <ReceiptTax receipt={receipt} />
      <footer className="receipt-foot">
        <p className="muted small">
          {/* Who recorded it: on staff's page only (the family's receipt names the consultancy alone). */}
          {receipt.recorded_by_name
            ? withStored(locale, ([by = ""]) => m.recorded(by), [receipt.recorded_by_name])
            : null}
          {byIssuer(m.issuedBy)}
        </p>
        <p className="receipt-sign">
          {byIssuer(m.signFor)}
          <br />
          <span>{m.signatory}</span>
        </p>
      </footer>
    </article>
  );
}

/** The GST in the amount, when the receipt was issued with a GSTIN. */
function ReceiptTax({ receipt }: { receipt: Receipt }) {
  const m = useMessages().student.receipt;
  if (receipt.gst_rate === null || receipt.taxable_paise === null || receipt.tax_paise === null) return null;
  return (
    <table className="receipt-tax">
      <caption>{m.gstIncluded}</caption>
      <tbody>
        <tr>
          <th scope="row">{m.taxable}</th>
          <td>{formatPaise(receipt.taxable_paise)}</td>
        </tr>
        <tr>
          <th scope="row">{m.gst(String(receipt.gst_rate))}</th>
          <td>{formatPaise(receipt.tax_paise)}</td>
        </tr>
        <tr className="receipt-total">
          <th scope="row">{m.total}</th>
          <td>{formatPaise(receipt.amount_paise)}</td>
        </tr>
      </tbody>
    </table>
  );
}
