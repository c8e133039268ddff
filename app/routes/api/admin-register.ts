import { methodNotAllowed } from "#app/api/http.server";
import { registerAdminCall } from "#app/api/spec-calls.server";

/** POST /narayanaApi/adminRegister.php (docs/original-contract.md#provider-calls). */
export const action = registerAdminCall;

export const loader = () => methodNotAllowed("POST");
