import { z } from "zod";
import { boundedText } from "#app/utils/bounded-text";

/** What the secret field shows: never the secret itself, only whether one is set. */
export const SECRET_KEPT = "";

/** An e-mail address, or empty for none. */
const optionalEmail = () =>
  boundedText(200, "Enter a valid e-mail address").refine(
    (value) => value === "" || z.email().safeParse(value).success,
    "Enter a valid e-mail address",
  );

/**
 * The owners' alert settings form. An empty secret keeps the one stored (the page never shows
 * it); a webhook needs a secret of at least 16 characters, or its signature proves nothing.
 */
export const AlertSettingsFormSchema = z.object({
  alertsEmail: optionalEmail(),
  webhookUrl: boundedText(500, "Keep the URL under 500 characters").refine(
    (value) => value === "" || isHttpUrl(value),
    "The webhook URL must start with http:// or https://",
  ),
  webhookSecret: boundedText(200, "Keep the secret under 200 characters").refine(
    (value) => value === SECRET_KEPT || value.length >= 16,
    "Use at least 16 characters, e.g. the output of openssl rand -hex 32",
  ),
  // A form from before the field (a page left open over an upgrade) keeps MAIL_FROM's.
  invitationsEmail: optionalEmail().default(""),
});

/** Checked by the URL parser (linear time), not a pattern: http or https, with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}
