import { methodNotAllowed } from "./http.server";
import { receiveLeadCall } from "./lead-intake.server";

/** POST /api/leads: another system sends a lead with its API key (docs/api.md#the-intake-api-post-apileads). */
export const action = receiveLeadCall;

export const loader = () => methodNotAllowed("POST");
