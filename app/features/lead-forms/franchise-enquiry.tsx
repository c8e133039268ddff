import { useMessages } from "#app/utils/i18n/messages";
import { LeadForm } from "./lead-form";

/** The franchise enquiry form shown on every franchise page, in the page's language. */
export function FranchiseEnquiry() {
  const m = useMessages().leadForm.franchise;
  return <LeadForm form="franchise" heading={m.heading} intro={m.intro} submitLabel={m.submit} />;
}
