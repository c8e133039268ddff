import { methodNotAllowed } from "#app/api/http.server";
import { categoryList } from "#app/api/spec-calls.server";

/** GET /CatagoryGet (spec section 7). */
export const loader = categoryList;

export const action = () => methodNotAllowed("GET");
