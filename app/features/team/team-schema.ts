import { z } from "zod";
import { ROLES } from "#app/features/admins/roles";
import { boundedText, isSimpleEmail, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";

/**
 * The Team page's forms (issue 43, item 5). The role has no default anywhere: the select opens
 * on "Choose a role", which is no role, so an owner decides each time (an owner by mistake can
 * change every setting and see every lead).
 */
const role = z.enum(ROLES, { error: "Choose a role: Owner or Counsellor" });
const person = idField("This person is not on the team any more.");

/** Inviting a colleague: who, where to write, and what they may do. */
export const InviteFormSchema = z.object({
  intent: z.literal("invite"),
  name: oneLine(boundedText(100).min(1, "Enter the colleague's name")),
  email: boundedText(200, "Enter a valid e-mail address", "Enter a valid e-mail address").refine(
    isSimpleEmail,
    "Enter a valid e-mail address",
  ),
  role,
});

export const ChangeRoleFormSchema = z.object({ intent: z.literal("role"), id: person, role });

export const DeactivateFormSchema = z.object({ intent: z.literal("deactivate"), id: person });

export const ReactivateFormSchema = z.object({ intent: z.literal("reactivate"), id: person });

const password = (message: string) => z.string().max(200, { message, abort: true });

/** The invitation's page: the colleague's own password, typed twice. */
export const SetPasswordSchema = z
  .object({
    password: password("Keep this under 200 characters").min(6, "Password must be at least 6 characters long"),
    confirm: password("The two passwords differ"),
  })
  .refine((value) => value.password === value.confirm, { message: "The two passwords differ", path: ["confirm"] });
