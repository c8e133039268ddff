import { methodNotAllowed } from "#app/api/http.server";
import { loginCall } from "#app/api/spec-calls.server";

/** POST /narayanaApi/adminLogin.php (spec section 7). */
export const action = loginCall;

export const loader = () => methodNotAllowed("POST");
