import { methodNotAllowed } from "#app/api/http.server";
import { collegeOptionList } from "#app/api/spec-calls.server";

/** GET /DetailsGet (spec section 7). */
export const loader = collegeOptionList;

export const action = () => methodNotAllowed("GET");
