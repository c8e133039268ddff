import { methodNotAllowed } from "#app/api/http.server";
import { collegeList } from "#app/api/spec-calls.server";

/** GET /narayanaApi/getCollege.php (spec section 7). */
export const loader = collegeList;

export const action = () => methodNotAllowed("GET");
