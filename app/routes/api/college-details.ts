import { methodNotAllowed } from "./http.server";
import { recordCollegeViewCall } from "./catalogue-reads.server";

/**
 * POST /narayanaApi/collegedetails.php (docs/original-contract.md#provider-calls): a visitor
 * followed a link to a college.
 */
export const action = recordCollegeViewCall;

export const loader = () => methodNotAllowed("POST");
