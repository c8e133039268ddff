import { methodNotAllowed } from "#app/api/http.server";
import { addPlacement } from "#app/api/spec-calls.server";

/** POST /CollegePlacement (spec section 7). */
export const action = addPlacement;

export const loader = () => methodNotAllowed("POST");
