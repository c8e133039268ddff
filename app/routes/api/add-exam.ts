import { methodNotAllowed } from "#app/api/http.server";
import { addExam } from "#app/api/spec-calls.server";

/**
 * POST /Addmission (docs/original-contract.md#local-back-end-calls): a JSON POST; the form posts
 * go to the Add exam page.
 */
export const action = addExam;

export const loader = () => methodNotAllowed("POST");
