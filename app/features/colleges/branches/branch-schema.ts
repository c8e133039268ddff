import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";

/** Add Branch: both fields, one message for either (docs/original-contract.md#validation-messages). */
export const BranchFormSchema = z.object({
  name: oneLine(boundedText(200, "Keep the branch name under 200 characters").min(1, "Please Fill All Fields")),
  college_id: idField("Please Fill All Fields"),
});
