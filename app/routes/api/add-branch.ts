import { methodNotAllowed } from "#app/api/http.server";
import { addBranch } from "#app/api/spec-calls.server";

/** POST /CollegeBranch (spec section 7). */
export const action = addBranch;

export const loader = () => methodNotAllowed("POST");
