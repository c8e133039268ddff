import { methodNotAllowed } from "#app/api/http.server";
import { recordCollegeViewCall } from "#app/api/spec-calls.server";

/**
 * POST /narayanaApi/collegedetails.php (docs/original-contract.md#provider-calls): a visitor
 * followed a link to a college.
 */
export const action = recordCollegeViewCall;

export const loader = () => methodNotAllowed("POST");
