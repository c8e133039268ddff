import { methodNotAllowed } from "#app/api/http.server";
import { collegeList } from "#app/api/spec-calls.server";

/** GET /narayanaApi/getCollege.php (docs/original-contract.md#provider-calls). */
export const loader = collegeList;

export const action = () => methodNotAllowed("GET");
