import type { LeadPageData } from "./lead-page-data";

type CallableLead = Pick<LeadPageData["lead"], "phone" | "applicant" | "guardian_phone">;

/**
 * The numbers the header's Call buttons dial, the primary one first: on a minor's lead the
 * parent's or guardian's, then the student's (issue 43, item 3); otherwise the lead's own. One
 * place for the choice of whom to call first.
 */
export function callNumbers(lead: CallableLead): { label: string; phone: string }[] {
  const calls: { label: string; phone: string }[] = [];
  if (lead.applicant === "minor" && lead.guardian_phone)
    calls.push({ label: "Call parent", phone: lead.guardian_phone });
  if (lead.phone && lead.phone !== lead.guardian_phone)
    calls.push({ label: calls.length ? "Call student" : "Call", phone: lead.phone });
  return calls;
}

/** The lead's Call buttons: tel: links to callNumbers' numbers, the first the primary action. */
export function CallButton({ lead }: { lead: CallableLead }) {
  return callNumbers(lead).map((call, index) => (
    <a
      key={call.phone}
      className={`button ${index === 0 ? "button-primary" : "button-ghost"}`}
      href={`tel:+91${call.phone}`}
    >
      {call.label} {call.phone}
    </a>
  ));
}
