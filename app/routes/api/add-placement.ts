import { methodNotAllowed } from "#app/api/http.server";
import { addPlacement } from "#app/api/spec-calls.server";

/** POST /CollegePlacement (docs/original-contract.md#local-back-end-calls). */
export const action = addPlacement;

export const loader = () => methodNotAllowed("POST");
