import type { Lead } from "#app/db/schema";
import { csvCell } from "#app/utils/csv-cell";

const COLUMNS: [keyof Lead, string][] = [
  ["id", "ID"],
  ["created_at", "Received (UTC)"],
  ["form", "Form"],
  ["page", "Page"],
  ["name", "Name"],
  ["phone", "Phone"],
  ["email", "Email"],
  ["course", "Course"],
  ["stream", "Stream"],
  ["college_name", "College"],
  ["message", "Message"],
  ["status", "Status"],
  ["notes", "Notes"],
  ["utm_source", "UTM source"],
  ["utm_medium", "UTM medium"],
  ["utm_campaign", "UTM campaign"],
  ["utm_term", "UTM term"],
  ["utm_content", "UTM content"],
  ["consent_purposes", "Consent"],
  ["consent_at", "Consent changed (UTC)"],
  ["contact_withdrawn_at", "Contact withdrawn (UTC)"],
  ["consent_notice_version", "Notice version"],
  ["applicant", "I am"],
  ["guardian_name", "Parent or guardian"],
  ["guardian_phone", "Parent or guardian phone"],
  ["guardian_email", "Parent or guardian email"],
  // Mail about the lead no longer goes to that address (its own withdrawal link): nor should staff's.
  ["guardian_email_withdrawn_at", "Parent or guardian email withdrawn (UTC)"],
  ["erased_at", "Erased (UTC)"],
];

/** The CSV file's first line: UTF-8's byte-order mark (so Excel reads ₹ and Indian names right) and the headers. */
export function leadsCsvHeader(): string {
  return `\uFEFF${COLUMNS.map(([, header]) => csvCell(header)).join(",")}\r\n`;
}

/** Leads as CSV lines, CRLF after each. */
export function leadsCsvRows(leads: Lead[]): string {
  return leads.map((lead) => `${COLUMNS.map(([key]) => csvCell(lead[key])).join(",")}\r\n`).join("");
}

/** The CSV file of these leads. */
export function leadsToCsv(leads: Lead[]): string {
  return leadsCsvHeader() + leadsCsvRows(leads);
}
