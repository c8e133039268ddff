import { z } from "zod";
import { idField } from "#app/utils/ids";

/** Add Branch: both fields, one message for either (spec section 5). */
export const BranchFormSchema = z.object({
  name: z.string().trim().min(1, "Please Fill All Fields").max(200, "Keep the branch name under 200 characters"),
  college_id: idField("Please Fill All Fields"),
});
