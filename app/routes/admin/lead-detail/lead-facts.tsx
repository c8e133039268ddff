import type { ReactNode } from "react";
import { FirstCallClockTag } from "#app/features/first-call/first-call-clock-tag";
import { APPLICANTS, type Applicant } from "#app/features/leads/lead-fields";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { LeadPageData } from "./lead-page-data";

/** The lead's facts as one list: contact, where it came from, status, "I am", consent now. */
export function LeadFacts({ page }: { page: LeadPageData }) {
  const { lead, consent } = page;
  const rows: [string, ReactNode][] = [
    ["Received", formatIndiaDateTime(lead.created_at)],
    ["First call", page.firstCall ? <FirstCallClockTag clock={page.firstCall} long /> : null],
    ["Phone", lead.phone],
    ["Email", lead.email],
    ["Course", lead.course],
    ["Stream", lead.stream],
    ["College", lead.college_name],
    // Kept as written, line by line: the rank predictor's note lists a seat a line.
    ["Message", lead.message ? <span className="enquiry-note">{lead.message}</span> : null],
    // Where the first enquiry came from; every enquiry is listed below.
    ["Form", lead.form],
    ["Page", lead.page],
    [
      "UTM source / medium / campaign",
      [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(" / ") || null,
    ],
    ["UTM term / content", [lead.utm_term, lead.utm_content].filter(Boolean).join(" / ") || null],
    ["Status", LEAD_STATUS_LABELS[lead.status] ?? lead.status],
    ["Next follow-up", lead.next_follow_up_at ? formatIndiaDateTime(lead.next_follow_up_at) : null],
    ["I am", lead.applicant ? (APPLICANTS[lead.applicant as Applicant] ?? lead.applicant) : null],
    ["Consent now", `Contact: ${consent.contact} · Updates: ${consent.updates}`],
    ["Notice version", lead.consent_notice_version],
    // Notes written before notes became timeline entries.
    ["Earlier notes", lead.notes || null],
  ];

  return (
    <dl className="detail-list card">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
