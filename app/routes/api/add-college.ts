import { methodNotAllowed } from "./http.server";
import { addCollege } from "./catalogue-writes.server";

/** POST /details (docs/original-contract.md#local-back-end-calls). */
export const action = addCollege;

export const loader = () => methodNotAllowed("POST");
