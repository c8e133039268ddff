import { methodNotAllowed } from "#app/api/http.server";
import { addBranch } from "#app/api/spec-calls.server";

/** POST /CollegeBranch (docs/original-contract.md#local-back-end-calls). */
export const action = addBranch;

export const loader = () => methodNotAllowed("POST");
