import { methodNotAllowed } from "#app/api/http.server";
import { addCourse } from "#app/api/spec-calls.server";

/** POST /CollegeCourse (docs/original-contract.md#local-back-end-calls). */
export const action = addCourse;

export const loader = () => methodNotAllowed("POST");
