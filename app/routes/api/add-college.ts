import { methodNotAllowed } from "#app/api/http.server";
import { addCollege } from "#app/api/spec-calls.server";

/** POST /details (docs/original-contract.md#local-back-end-calls). */
export const action = addCollege;

export const loader = () => methodNotAllowed("POST");
