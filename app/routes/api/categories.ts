import { methodNotAllowed } from "#app/api/http.server";
import { categoryList } from "#app/api/spec-calls.server";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

/** GET /CatagoryGet (docs/original-contract.md#local-back-end-calls). */
export const loader = categoryList;

export const action = () => methodNotAllowed("GET");
