import crypto from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isHttpUrl } from "./alert-settings-schema";
import { refusedHostname, type EgressPolicy } from "./egress-address.server";
import { guardedLookup, type Resolve } from "./egress-lookup.server";

export const COULD_NOT_CONNECT = "could not connect";

/** All the outbox keeps and shows of a failed webhook call. */
type WebhookOutcome = typeof COULD_NOT_CONNECT | `HTTP ${number}`;

/**
 * A failed webhook call. Its message, the only part the outbox stores and shows an owner, is
 * "could not connect" or "HTTP <status>": never the receiver's answer, an error's text or an
 * address, which would make the outbox a window onto whatever the server can reach (a refused
 * private address also reads "could not connect"). `detail` says more, for the server log.
 */
export class WebhookFailure extends Error {
  constructor(
    readonly outcome: WebhookOutcome,
    readonly detail: string,
  ) {
    super(outcome);
    this.name = "WebhookFailure";
  }
}

/**
 * The X-Webhook-Signature value: `sha256=` and the hex HMAC-SHA256 of "<timestamp>.<raw body>"
 * under the secret. The timestamp is inside the signature, so a receiver that refuses old calls
 * cannot be fed a captured one again later (docs/leads.md shows the check).
 */
export function webhookSignature(timestamp: number, body: string, secret: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;
}

export interface WebhookCall {
  url: string;
  body: string;
  eventKey: string;
  secret: string;
  timeoutMs: number;
  /** Which addresses may be called (WEBHOOK_ALLOW_PRIVATE). */
  egress: EgressPolicy;
  /** How host names are resolved: the system's resolver unless a test gives its own. */
  resolve?: Resolve;
}

/**
 * POSTs one webhook: the stored body byte for byte, its event key as X-Webhook-Id (the same on
 * every retry, so a receiver can drop repeats), the time of this attempt and the signature over
 * both. Resolves when the receiver answered 2xx; throws a WebhookFailure otherwise, also after
 * `timeoutMs`, so a slow receiver cannot hold the worker. Redirects are not followed.
 */
export async function postWebhook(call: WebhookCall): Promise<void> {
  const url = URL.parse(call.url);
  if (!url || !isHttpUrl(call.url)) throw new WebhookFailure(COULD_NOT_CONNECT, "the webhook URL is not http(s)");
  // An address typed into the URL is connected to without a lookup: it is checked here.
  const refusal = refusedHostname(url.hostname, call.egress);
  if (refusal) throw new WebhookFailure(COULD_NOT_CONNECT, `${url.hostname} is ${refusal}`);
  const status = await send(url, call);
  if (status < 200 || status > 299) throw new WebhookFailure(`HTTP ${status}`, `the receiver answered HTTP ${status}`);
}

/** One POST through node:http, whose `lookup` hook lets every resolved address be checked before the socket connects. */
function send(url: URL, call: WebhookCall): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000);
  const signal = AbortSignal.timeout(call.timeoutMs);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      {
        method: "POST",
        // A connection of its own: a pooled keep-alive socket would not go through the lookup.
        agent: false,
        lookup: guardedLookup(call.egress, call.resolve),
        signal,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(call.body),
          "User-Agent": "edu-consult-webhook/1",
          "X-Webhook-Id": call.eventKey,
          "X-Webhook-Timestamp": String(timestamp),
          "X-Webhook-Signature": webhookSignature(timestamp, call.body, call.secret),
        },
      },
      (response) => {
        // Only the status counts. The body is drained unread: nothing of it is kept or shown.
        response.on("error", () => {});
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", (error) => {
      const detail = signal.aborted ? `no answer within ${call.timeoutMs / 1000} s` : error.message;
      reject(new WebhookFailure(COULD_NOT_CONNECT, detail));
    });
    request.end(call.body);
  });
}
