import crypto from "node:crypto";
import { isHttpUrl } from "./alert-settings-schema";

/** The X-Webhook-Signature value: `sha256=` and the hex HMAC-SHA256 of the raw body under the secret. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/**
 * POSTs one webhook: the stored body byte for byte, its event key as X-Webhook-Id (the same on
 * every retry, so a receiver can drop repeats) and the signature. Resolves when the receiver
 * answered 2xx; throws with a one-line reason otherwise, including after `timeoutMs`, so a slow
 * receiver cannot hold the worker.
 */
export async function postWebhook(options: {
  url: string;
  body: string;
  eventKey: string;
  secret: string;
  timeoutMs: number;
}): Promise<void> {
  if (!isHttpUrl(options.url)) throw new Error("the webhook URL is not http(s)");
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: "POST",
      body: options.body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "edu-consult-webhook/1",
        "X-Webhook-Id": options.eventKey,
        "X-Webhook-Signature": webhookSignature(options.body, options.secret),
      },
    });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    if (e.name === "TimeoutError") throw new Error(`no answer within ${options.timeoutMs / 1000} s`);
    throw new Error(e.cause?.code ?? e.message);
  }
  // Read (and drop) the answer, so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) throw new Error(`the receiver answered HTTP ${response.status}`);
}
