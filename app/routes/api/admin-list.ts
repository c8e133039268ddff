import { methodNotAllowed } from "./http.server";
import { adminList } from "./admin-calls.server";

/** GET /narayanaApi/getAdmin.php (docs/original-contract.md#provider-calls). */
export const loader = adminList;

export const action = () => methodNotAllowed("GET");
