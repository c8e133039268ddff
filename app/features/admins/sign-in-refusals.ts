/**
 * What the login page and adminLogin.php answer when a sign-in is refused: one status and one
 * wording per reason, so both say the same thing. Each refusal also carries Retry-After.
 */
/** One message whichever part was wrong, so the form can't be used to find out who has an account. */
export const INVALID_CREDENTIALS = "Invalid email or password.";

export const SIGN_IN_REFUSALS = {
  throttled: {
    status: 429,
    message: (retryAfterSeconds: number) =>
      `Too many failed attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
  },
  "account-busy": {
    status: 429,
    message: () => "Another sign-in to this account is being checked. Please try again in a moment.",
  },
  "server-busy": {
    status: 503,
    message: () => "The server is busy checking other sign-ins. Please try again in a few seconds.",
  },
} as const;
