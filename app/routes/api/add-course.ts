import { methodNotAllowed } from "#app/api/http.server";
import { addCourse } from "#app/api/spec-calls.server";

/** POST /CollegeCourse (spec section 7). */
export const action = addCourse;

export const loader = () => methodNotAllowed("POST");
