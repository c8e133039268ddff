import { methodNotAllowed } from "./http.server";
import { addExam } from "./catalogue-writes.server";

/**
 * POST /Addmission (docs/original-contract.md#local-back-end-calls): a JSON POST; the form posts
 * go to the Add exam page.
 */
export const action = addExam;

export const loader = () => methodNotAllowed("POST");
