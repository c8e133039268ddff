import { methodNotAllowed } from "./http.server";
import { registerAdminCall } from "./admin-calls.server";

/** POST /narayanaApi/adminRegister.php (docs/original-contract.md#provider-calls). */
export const action = registerAdminCall;

export const loader = () => methodNotAllowed("POST");
