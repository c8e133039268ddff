import { methodNotAllowed } from "./http.server";
import { collegeList } from "./catalogue-reads.server";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

/** GET /narayanaApi/getCollege.php (docs/original-contract.md#provider-calls). */
export const loader = collegeList;

export const action = () => methodNotAllowed("GET");
