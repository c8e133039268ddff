import { methodNotAllowed } from "./http.server";
import { loginCall } from "./admin-calls.server";

/** POST /narayanaApi/adminLogin.php (docs/original-contract.md#provider-calls). */
export const action = loginCall;

export const loader = () => methodNotAllowed("POST");
