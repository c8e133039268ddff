import { methodNotAllowed } from "./http.server";
import { courseList } from "./catalogue-reads.server";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

/** GET /CourceGet and GET /narayanaApi/college_course.php (docs/original-contract.md#api-calls). */
export const loader = courseList;

export const action = () => methodNotAllowed("GET");
