import pino, { type DestinationStream, type Logger } from "pino";
import { isDatabaseUnavailable } from "#app/db/db-errors";
import type { LogLevel } from "./env.server";

export type { Logger };

/**
 * Where personal data or secrets would sit if a later change logged a request, a form or a
 * database error whole. No log line carries them on purpose (docs/operations.md lists what is
 * logged); these paths are the net under that rule. `err.detail` is PostgreSQL's error detail,
 * which quotes the row's values ("Key (email_key)=(…) already exists"). Named paths only: a
 * wildcard (`*.email`) makes every line walk its fields, which quadrupled the cost of an access
 * line (3.4 µs to 15 µs).
 */
const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "err.detail",
  "err.cause.detail",
  "password",
  "token",
  "email",
  "phone",
  "mobile",
];

/**
 * The process's logger, built here and nowhere else: JSON lines on stdout (one line per entry,
 * an error's stack inside its `err` field), or pino-pretty's readable lines in development.
 * server.js makes it before anything else can fail; startApp then sets the level LOG_LEVEL asks for.
 * `destination` is for tests, which read the lines back.
 */
export function createLogger(
  options: { level?: LogLevel; pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level ?? "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  };
  if (options.pretty) {
    // A worker thread loads pino-pretty by name, so the production bundle never imports it:
    // it is a devDependency, as is Vite, without which `npm run dev` does not run at all.
    return pino({
      ...settings,
      transport: {
        target: "pino-pretty",
        options: { singleLine: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
      },
    });
  }
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/**
 * Logs a failure as one error line. A fault carries its stack in `err`. A database outage
 * carries only its code: it is no fault in our code, and while it lasts there may be hundreds a
 * second, each with the same stack.
 */
export function logFailure(log: Logger, error: unknown, message: string): void {
  if (isDatabaseUnavailable(error)) {
    const { code, message: reason } = error as { code?: string; message?: string };
    log.error(
      { database: code ?? reason?.split("\n")[0]?.slice(0, 200) ?? "unavailable" },
      `${message}: database unavailable`,
    );
    return;
  }
  log.error({ err: error }, message);
}

const EMAIL_ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[A-Za-z]{2,}/g;
const PHONE_NUMBER = /\+?\d[\d -]{8,}\d/g;

/**
 * Text written by someone else (an SMTP server's refusal quotes the recipient's address) with
 * every e-mail address and phone number blanked, so it can go into a log line.
 */
export function withoutContactDetails(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[e-mail]").replace(PHONE_NUMBER, "[phone]");
}
