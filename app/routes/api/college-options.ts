import { methodNotAllowed } from "#app/api/http.server";
import { collegeOptionList } from "#app/api/spec-calls.server";

/** GET /DetailsGet (docs/original-contract.md#local-back-end-calls). */
export const loader = collegeOptionList;

export const action = () => methodNotAllowed("GET");
