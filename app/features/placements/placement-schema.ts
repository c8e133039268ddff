import { z } from "zod";
import { idField } from "#app/utils/ids";

/** Add placement company: the spec shows no validation; the server still checks both fields. */
export const PlacementFormSchema = z.object({
  company_name: z.string().trim().min(1, "Company name is required").max(200, "Keep this under 200 characters"),
  college_id: idField("Choose a college"),
});
