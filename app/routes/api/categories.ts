import { methodNotAllowed } from "./http.server";
import { categoryList } from "./catalogue-reads.server";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

/** GET /CatagoryGet (docs/original-contract.md#local-back-end-calls). */
export const loader = categoryList;

export const action = () => methodNotAllowed("GET");
