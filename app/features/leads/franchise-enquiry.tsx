import { LeadForm } from "./lead-form";

/** The franchise enquiry form shown on every franchise page. */
export function FranchiseEnquiry() {
  return (
    <LeadForm
      form="franchise"
      heading="Enquire about a franchise"
      intro="Tell us where you would like to open a centre. Our franchise team will call you to talk it through."
      submitLabel="Send enquiry"
    />
  );
}
