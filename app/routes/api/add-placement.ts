import { methodNotAllowed } from "./http.server";
import { addPlacement } from "./catalogue-writes.server";

/** POST /CollegePlacement (docs/original-contract.md#local-back-end-calls). */
export const action = addPlacement;

export const loader = () => methodNotAllowed("POST");
