import { staffRefusalsEn } from "#app/utils/i18n/en/staff-refusals";
import { Refusal } from "#app/utils/refusal";

/**
 * What the login page and adminLogin.php answer when a sign-in is refused: one status and one
 * wording per reason, so both say the same thing. Each refusal also carries Retry-After.
 */
/** One message whichever part was wrong, so the form can't be used to find out who has an account. */
export const INVALID_CREDENTIALS = staffRefusalsEn["admins.invalid_credentials"];

export const SIGN_IN_REFUSALS = {
  throttled: {
    status: 429,
    code: "admins.throttled",
  },
  "account-busy": {
    status: 429,
    code: "admins.account_busy",
  },
  "server-busy": {
    status: 503,
    code: "admins.server_busy",
  },
} as const;

/** A refused sign-in (not a wrong password) as a Refusal, with its status and Retry-After. */
export function signInRefusal(reason: keyof typeof SIGN_IN_REFUSALS, retryAfterSeconds: number): Refusal {
  const refusal = SIGN_IN_REFUSALS[reason];
  return new Refusal({ code: refusal.code, retryAfterSeconds }, { status: refusal.status, retryAfterSeconds });
}
