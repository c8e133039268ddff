import { methodNotAllowed } from "#app/api/http.server";
import { courseList } from "#app/api/spec-calls.server";

/** GET /CourceGet and GET /narayanaApi/college_course.php (docs/original-contract.md#api-calls). */
export const loader = courseList;

export const action = () => methodNotAllowed("GET");
