import { methodNotAllowed } from "./http.server";
import { collegeOptionList } from "./catalogue-reads.server";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

/** GET /DetailsGet (docs/original-contract.md#local-back-end-calls). */
export const loader = collegeOptionList;

export const action = () => methodNotAllowed("GET");
