import type { NewLead } from "#app/features/leads/leads.server";

/**
 * Contact-form enquiries from people who are each someone new: every call a phone of its own
 * (`phonePrefix` and 8 digits) and an e-mail to match, with the links its e-mails carry. For the
 * tests of who an enquiry is from (lead-identity, withdrawal-channels).
 */
export function enquirers(links: NonNullable<NewLead["links"]>, phonePrefix: string) {
  let people = 0;
  return (overrides: Partial<NewLead> = {}): NewLead => {
    const n = String(++people).padStart(8, "0");
    return {
      form: "contact",
      page: "/Contact",
      name: "Asha Rao",
      phone: `${phonePrefix}${n}`,
      email: `asha${n}@example.in`,
      utm: {},
      consentPurposes: ["contact"],
      applicant: "adult",
      links,
      ...overrides,
    };
  };
}
