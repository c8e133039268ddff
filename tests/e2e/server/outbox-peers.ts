import http from "node:http";
import type net from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { loadDocumentedWebhookCheck } from "../../setup/documented-webhook-check";

/** One e-mail the test SMTP server accepted. */
export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  at: number;
  /**
   * The message as a mail program shows it, decoded by mailparser: the subject's encoded words
   * and the body's transfer encoding and charset (a Hindi e-mail is UTF-8 in base64).
   */
  decoded: { subject: string; text: string };
}

/**
 * A real SMTP peer in the test process (smtp-server). `stop()` and `start()` take it away and
 * bring it back on the same port; with `hold` on, a message's DATA is read but never answered,
 * as from a mail server that hangs, and is not counted as received.
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  let hold = false;
  const held: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const bytes = Buffer.concat(chunks);
          const parsed = await simpleParser(bytes);
          const mail = {
            ...parseMail(bytes.toString("utf8")),
            decoded: { subject: parsed.subject ?? "", text: parsed.text ?? "" },
            to: session.envelope.rcptTo.map((r) => r.address),
            at: Date.now(),
          };
          if (hold) {
            held.push(mail);
            return; // never answered: the sender waits
          }
          received.push(mail);
          callback();
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", () => resolve()));
    port = (server.server.address() as net.AddressInfo).port;
  };
  await listen();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** The messages that arrived and were left unanswered under `hold`. */
    held,
    setHold(value: boolean) {
      hold = value;
    },
    async stop() {
      const closing = server;
      server = undefined;
      // smtp-server waits for open sessions before it calls back; a held one may never end.
      await new Promise<void>((resolve) => {
        closing?.close(() => resolve());
        setTimeout(resolve, 1_000);
      });
    },
    start: listen,
  };
}

function parseMail(raw: string): Omit<ReceivedMail, "to" | "at" | "decoded"> {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head.replace(/\r?\n\s+/g, " "))?.[1] ?? "";
  // Quoted-printable soft line breaks and escapes, enough for the alert's plain text.
  const text = rest
    .join("\n\n")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { messageId: header("Message-ID"), subject: header("Subject"), text };
}

/** One webhook call the receiver got. */
interface ReceivedHook {
  id: string;
  signatureValid: boolean;
  contentType: string;
  body: string;
  /** The headers a replay of this call would send again. */
  headers: Record<string, string>;
  status: number;
  at: number;
}

/** The headers a receiver reads, as this call sent them. */
const HOOK_HEADERS = ["content-type", "x-webhook-id", "x-webhook-timestamp", "x-webhook-signature"];

/**
 * A CRM's webhook endpoint. It checks each call with the code docs/leads.md shows (a bad or stale
 * signature is answered 401, as there), and answers 500 to the next `failNext` good calls.
 * `setClockAhead` moves its clock forward, to replay a call as if minutes had passed.
 */
export async function startWebhookReceiver(secret: string) {
  const verifyWebhook = await loadDocumentedWebhookCheck();
  const calls: ReceivedHook[] = [];
  let failNext = 0;
  let clockAheadMs = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const signatureValid = verifyWebhook(req.headers, raw, secret, Date.now() + clockAheadMs);
      const status = !signatureValid ? 401 : failNext > 0 ? 500 : 204;
      if (signatureValid && failNext > 0) failNext--;
      calls.push({
        id: String(req.headers["x-webhook-id"] ?? ""),
        signatureValid,
        contentType: String(req.headers["content-type"] ?? ""),
        body: raw.toString("utf8"),
        headers: Object.fromEntries(HOOK_HEADERS.map((name) => [name, String(req.headers[name] ?? "")])),
        status,
        at: Date.now(),
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hooks/leads`,
    failNextCalls(count: number) {
      failNext = count;
    },
    setClockAhead(ms: number) {
      clockAheadMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
