import { z } from "zod";
import { boundedText, isSimpleEmail, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";
import { ROLES } from "./roles";

/**
 * Registration: all four rules checked together, messages under the fields
 * (docs/original-contract.md#validation-messages).
 */
export const RegistrationSchema = z.object({
  name: oneLine(boundedText(100).min(1, "Name is required")),
  email: boundedText(200, "Valid Email is required").refine(isSimpleEmail, "Valid Email is required"),
  password: z
    .string()
    .max(200, { message: "Keep this under 200 characters", abort: true })
    .min(6, "Password must be at least 6 characters long"),
  mobile: boundedText(10, "Enter a valid 10-digit mobile number").regex(
    /^[0-9]{10}$/,
    "Enter a valid 10-digit mobile number",
  ),
  /** Owner or Counsellor; the first admin is always an owner, and so is anyone the spec's API adds without one. */
  role: z.enum(ROLES, { error: "Choose Owner or Counsellor" }).optional(),
});

/**
 * An owner adding a colleague with a password (the spec's /AdminReg, signed in): the role has no
 * default and must be chosen, as on the Team page's invitation (issue 43, item 5).
 */
export const StaffRegistrationSchema = RegistrationSchema.extend({
  role: z.enum(ROLES, { error: "Choose a role: Owner or Counsellor" }),
});

export const LoginSchema = z.object({
  email: boundedText(200, "Please Fill Email").min(1, "Please Fill Email"),
  password: z.string().max(200, { message: "Please Fill Password", abort: true }).min(1, "Please Fill Password"),
});

const password = (max: number, message: string) => z.string().max(max, { message, abort: true });

/** Changing one's own password: the current one, and the new one typed twice. */
export const PasswordChangeSchema = z
  .object({
    current: password(200, "Your current password is not right.").min(1, "Enter your current password"),
    next: password(200, "Keep this under 200 characters").min(6, "Password must be at least 6 characters long"),
    confirm: password(200, "The two new passwords differ"),
  })
  .refine((value) => value.next === value.confirm, { message: "The two new passwords differ", path: ["confirm"] });

/** Removing an administrator from the Administrators page. */
export const RemoveAdminFormSchema = z.object({ id: idField("This administrator no longer exists.") });
