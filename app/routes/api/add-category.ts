import { methodNotAllowed } from "./http.server";
import { addCategory } from "./catalogue-writes.server";

/** POST /narayanaApi/college_catagory.php and POST /Category (docs/original-contract.md#provider-calls). */
export const action = addCategory;

export const loader = () => methodNotAllowed("POST");
