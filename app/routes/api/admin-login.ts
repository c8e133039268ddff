import { methodNotAllowed } from "#app/api/http.server";
import { loginCall } from "#app/api/spec-calls.server";

/** POST /narayanaApi/adminLogin.php (docs/original-contract.md#provider-calls). */
export const action = loginCall;

export const loader = () => methodNotAllowed("POST");
