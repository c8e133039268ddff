import { methodNotAllowed } from "./http.server";
import { addCourse } from "./catalogue-writes.server";

/** POST /CollegeCourse (docs/original-contract.md#local-back-end-calls). */
export const action = addCourse;

export const loader = () => methodNotAllowed("POST");
