import { methodNotAllowed } from "#app/api/http.server";
import { addCollege } from "#app/api/spec-calls.server";

/** POST /details (spec section 7). */
export const action = addCollege;

export const loader = () => methodNotAllowed("POST");
