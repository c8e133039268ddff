import type { LeadPageData } from "./lead-page-data";

type CallableLead = Pick<LeadPageData["lead"], "phone">;

/**
 * The number the header's Call button dials, or null when there is none. One place for the
 * choice, so a change of whom to call first (a minor's guardian) is made here alone.
 */
export function callNumber(lead: CallableLead): string | null {
  return lead.phone;
}

/** The lead's primary Call button: a tel: link to callNumber's number, with the number shown. */
export function CallButton({ lead }: { lead: CallableLead }) {
  const number = callNumber(lead);
  if (!number) return null;
  return (
    <a className="button button-primary" href={`tel:+91${number}`}>
      Call {number}
    </a>
  );
}
