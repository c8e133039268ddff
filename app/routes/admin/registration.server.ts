import type { DB } from "#app/db/db.server";
import {
  registerAdmin,
  registrationRefused,
  type NewAdminInput,
  type RegistrationOptions,
} from "#app/features/admins/admins.server";

/**
 * The spec's registration, as /AdminReg and the admin area's /Admin/admins/new both answer it
 * (docs/original-contract.md#registration-messages): a refusal is thrown, worded by its code.
 */
export async function registerOrRefuse(db: DB, values: NewAdminInput, options: RegistrationOptions): Promise<void> {
  const result = await registerAdmin(db, values, options);
  if (!result.ok) throw registrationRefused(result.reason);
}

/** The spec's lines for the registration form; a success empties it, and a password never comes back. */
export const REGISTRATION_MESSAGES = {
  refused: (reason: string) => `Register Failed: ${reason}`,
  done: "Your data is submitted",
  resetForm: true,
  hideFields: ["password"],
};
