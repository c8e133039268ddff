/**
 * A rule of the domain said no: a duplicate name, a wrong current password, the last admin, too
 * many sign-in attempts. Domain functions throw it; the admin form helper and the API adapter turn
 * it into a 4xx answer whose message is written for the person at the form.
 */
export class Refusal extends Error {
  /** The field the refusal concerns, marked under it. */
  readonly field?: string;
  /** The HTTP status, when the rule calls for one other than the screen's (401, 403, 409, 429). */
  readonly status?: number;
  /** When to try again, sent as Retry-After (a sign-in limit). */
  readonly retryAfterSeconds?: number;

  constructor(message: string, options: { field?: string; status?: number; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "Refusal";
    this.field = options.field;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
