import { numbersToCall } from "#app/features/leads/lead-contact";
import type { LeadPageData } from "./lead-page-data";

type CallableLead = Pick<LeadPageData["lead"], "phone" | "applicant" | "guardian_phone">;

/**
 * The lead's Call buttons, the first the primary action: on a minor's lead "Call parent", then
 * "Call student"; otherwise "Call" (whom first: numbersToCall, features/leads/lead-contact.ts).
 */
export function CallButton({ lead }: { lead: CallableLead }) {
  const numbers = numbersToCall(lead);
  const guardianFirst = numbers[0]?.who === "guardian";
  return numbers.map((number, index) => (
    <a
      key={number.phone}
      className={`button ${index === 0 ? "button-primary" : "button-ghost"}`}
      href={`tel:+91${number.phone}`}
    >
      {number.who === "guardian" ? "Call parent" : guardianFirst ? "Call student" : "Call"} {number.phone}
    </a>
  ));
}
