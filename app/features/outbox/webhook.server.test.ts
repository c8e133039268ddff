import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadDocumentedWebhookCheck, type VerifyWebhook } from "../../../tests/setup/documented-webhook-check";
import { PUBLIC_ONLY } from "./egress-address.server";
import { postWebhook, webhookSignature, WebhookFailure, type WebhookCall } from "./webhook.server";

const SECRET = "a-webhook-secret-of-the-crm-0123456789";
const BODY = JSON.stringify({ id: "lead-event-1", event: "lead.created", lead: { name: "Ravi Kumar" } });

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A local receiver: records each request; answers with `answer` (the status, and a body full of internals). */
let receiver: http.Server;
let base = "";
const received: Received[] = [];
let answer: { status: number; body?: string; location?: string; hang?: boolean } = { status: 204 };
let verifyWebhook: VerifyWebhook;

beforeAll(async () => {
  verifyWebhook = await loadDocumentedWebhookCheck();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      if (answer.hang) return;
      res.writeHead(answer.status, answer.location ? { Location: answer.location } : {}).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const call = (overrides: Partial<WebhookCall> = {}): WebhookCall => ({
  url: `${base}/hooks/leads`,
  body: BODY,
  eventKey: "lead-event-1-webhook",
  secret: SECRET,
  timeoutMs: 2_000,
  egress: { allowPrivate: true },
  ...overrides,
});

/** What the outbox would keep of a call: "sent", or the failure's message. */
async function outcome(webhook: WebhookCall): Promise<string> {
  try {
    await postWebhook(webhook);
    return "sent";
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookFailure);
    return (error as WebhookFailure).message;
  }
}

describe("where the webhook may connect", () => {
  test("a receiver at 127.0.0.1 gets no request unless WEBHOOK_ALLOW_PRIVATE allows it", async () => {
    answer = { status: 204 };
    const before = received.length;
    expect(await outcome(call({ egress: PUBLIC_ONLY }))).toBe("could not connect");
    expect(received.length).toBe(before);
    expect(await outcome(call({ egress: { allowPrivate: true } }))).toBe("sent");
    expect(received.length).toBe(before + 1);
  });

  test("a public-looking name that resolves to 127.0.0.1 is refused before the socket connects", async () => {
    const before = received.length;
    const url = `${base.replace("127.0.0.1", "crm.example.com")}/hooks/leads`;
    const rebinding = async () => [{ address: "127.0.0.1", family: 4 }];
    expect(await outcome(call({ url, egress: PUBLIC_ONLY, resolve: rebinding }))).toBe("could not connect");
    expect(received.length).toBe(before);
    // The same call, private addresses allowed, reaches the receiver: the refusal was the address's.
    expect(await outcome(call({ url, egress: { allowPrivate: true }, resolve: rebinding }))).toBe("sent");
    expect(received.at(-1)!.headers.host).toBe(new URL(url).host);
  });

  test("the refusal says nothing of what is behind the address; the detail is for the server log", async () => {
    const failure = await postWebhook(call({ url: "http://169.254.169.254/latest/meta-data/" })).catch(
      (error: unknown) => error as WebhookFailure,
    );
    expect(failure).toMatchObject({ message: "could not connect", outcome: "could not connect" });
    expect(failure!.detail).toContain("metadata");
  });
});

describe("what a failed call leaves: only 'could not connect' or 'HTTP <status>'", () => {
  test("an error answer is its status alone, never its body", async () => {
    answer = { status: 500, body: "Traceback: connect ECONNREFUSED 10.0.0.7:5432 at /srv/crm/app.py:42" };
    expect(await outcome(call())).toBe("HTTP 500");
  });

  test("a redirect is not followed", async () => {
    answer = { status: 302, location: "http://169.254.169.254/latest/meta-data/" };
    const before = received.length;
    expect(await outcome(call())).toBe("HTTP 302");
    expect(received.length).toBe(before + 1);
  });

  test("a closed port, an unknown name and a receiver that never answers: could not connect", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await outcome(call({ url: `http://127.0.0.1:${port}/` }))).toBe("could not connect");
    expect(await outcome(call({ url: "http://crm.example.com/", resolve: async () => [] }))).toBe("could not connect");
    answer = { status: 204, hang: true };
    expect(await outcome(call({ timeoutMs: 300 }))).toBe("could not connect");
  });
});

describe("the signature covers a timestamp", () => {
  test("X-Webhook-Timestamp is now in Unix seconds; X-Webhook-Signature signs '<timestamp>.<body>'; X-Webhook-Id is the event key", async () => {
    answer = { status: 204 };
    const sentAt = Date.now() / 1000;
    expect(await outcome(call())).toBe("sent");
    const { headers, body } = received.at(-1)!;
    const timestamp = Number(headers["x-webhook-timestamp"]);
    expect(Number.isInteger(timestamp)).toBe(true);
    expect(Math.abs(timestamp - sentAt)).toBeLessThanOrEqual(1);
    expect(headers["x-webhook-signature"]).toBe(webhookSignature(timestamp, BODY, SECRET));
    expect(headers["x-webhook-id"]).toBe("lead-event-1-webhook");
    expect(body.toString("utf8")).toBe(BODY);
  });

  test("the check docs/leads.md shows accepts a fresh call, and refuses a replay after five minutes or any change", async () => {
    answer = { status: 204 };
    expect(await outcome(call())).toBe("sent");
    const { headers, body } = received.at(-1)!;
    const sentMs = Number(headers["x-webhook-timestamp"]) * 1000;
    expect(verifyWebhook(headers, body, SECRET)).toBe(true);
    expect(verifyWebhook(headers, body, SECRET, sentMs + 299_000)).toBe(true);
    // The same call, captured and sent again more than five minutes later.
    expect(verifyWebhook(headers, body, SECRET, sentMs + 301_000)).toBe(false);
    // A fresh timestamp pasted on the captured call does not match its signature.
    const refreshed = { ...headers, "x-webhook-timestamp": String(Math.floor(Date.now() / 1000) + 1) };
    expect(verifyWebhook(refreshed, body, SECRET)).toBe(false);
    expect(verifyWebhook(headers, Buffer.from(body.toString("utf8").replace("Ravi", "Ravi ")), SECRET)).toBe(false);
    expect(verifyWebhook(headers, body, "another-secret-of-sixteen+")).toBe(false);
    expect(verifyWebhook({ ...headers, "x-webhook-timestamp": undefined }, body, SECRET)).toBe(false);
    expect(verifyWebhook({ ...headers, "x-webhook-signature": "sha256=00" }, body, SECRET)).toBe(false);
  });
});
