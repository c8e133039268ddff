import { methodNotAllowed } from "./http.server";
import { addBranch } from "./catalogue-writes.server";

/** POST /CollegeBranch (docs/original-contract.md#local-back-end-calls). */
export const action = addBranch;

export const loader = () => methodNotAllowed("POST");
