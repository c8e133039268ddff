import { methodNotAllowed } from "#app/api/http.server";
import { adminList } from "#app/api/spec-calls.server";

/** GET /narayanaApi/getAdmin.php (docs/original-contract.md#provider-calls). */
export const loader = adminList;

export const action = () => methodNotAllowed("GET");
