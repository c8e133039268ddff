import { methodNotAllowed } from "#app/api/http.server";
import { addCategory } from "#app/api/spec-calls.server";

/** POST /narayanaApi/college_catagory.php and POST /Category (docs/original-contract.md#provider-calls). */
export const action = addCategory;

export const loader = () => methodNotAllowed("POST");
