import crypto from "node:crypto";
import http from "node:http";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { SESSION_COOKIE, firstAdminEnv } from "../admin/admin-helpers";
import { apiClient, apiLogin, type ApiCall } from "../api/api-client";
import { demoDatabaseUrl, type Engine } from "../support/databases";
import { startServer, tempDir, type RunningServer } from "../support/server";

/**
 * Shared by the security suite: a production server on a new database of one engine, with the
 * demo catalogue, the first admin signed in through the API, and the lead limit off (several
 * tests send many enquiries from one address).
 */
export interface SecurityServer {
  server: RunningServer;
  databaseUrl: string;
  call: ApiCall;
  /** The Cookie header value of a signed-in admin: `__Host-admin_session=<token>`. */
  cookie: string;
  /** The bare session token of that admin. */
  token: string;
}

export async function startSecurityServer(engine: Engine, env: Record<string, string> = {}): Promise<SecurityServer> {
  const databaseUrl = await demoDatabaseUrl(engine);
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: tempDir(),
    DEMO_DATA: "1",
    ...(await firstAdminEnv(databaseUrl)),
    LEADS_PER_IP_PER_HOUR: "0",
    ...env,
  });
  const call = apiClient(server.url);
  const cookie = await apiLogin(call);
  return { server, databaseUrl, call, cookie, token: cookie.slice(SESSION_COOKIE.length + 1) };
}

/** A short random tag: every row a test writes carries it, so the test finds its own rows. */
export const randomTag = () => crypto.randomBytes(4).toString("hex");

/** The tables any form or API call may write to. */
export const WRITABLE_TABLES = [
  "categories",
  "colleges",
  "branches",
  "courses",
  "exams",
  "placement_companies",
  "leads",
  "admins",
  "admin_sessions",
  "login_attempts",
  "site_settings",
] as const;

/** A stack trace or a source path in an answer: what a visitor must never see. */
export const LEAKED_INTERNALS = /\n\s+at \S+ \(|node_modules|\.tsx?:\d+:\d+|\.js:\d+:\d+|SQLITE_|duplicate key value/;

/** The first fields of every lead form as the page's own form sends them (the consent box ticked). */
export function leadFields(form: string, fields: Record<string, string>): Record<string, string> {
  return { form, submission_id: crypto.randomUUID(), applicant: "adult", ...fields };
}

/**
 * One raw HTTP POST with node:http, so a body can be streamed without Content-Length (chunked),
 * declared with any length, or be any bytes at all. Resolves with the status and the body as
 * text; a connection the server closed before answering resolves with status 0 and the error.
 *
 * With `waitBeforeBody`, the headers go first and the body only if no answer came within that
 * many milliseconds: a server that refuses on the declared length answers before any body byte is
 * sent, so closing the connection cannot reset it under the answer. Chunks are written one at a
 * time, and writing stops as soon as the answer arrives.
 */
export function rawPost(
  url: string,
  options: {
    headers?: Record<string, string>;
    /** Sent as is, with its Content-Length. */
    body?: Buffer | string;
    /** Streamed one chunk at a time (`first`, then `count` times `chunk`), without a Content-Length. */
    chunks?: { first?: Buffer; chunk: Buffer; count: number };
    waitBeforeBody?: number;
  },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; error?: string }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body);
    let answered = false;
    let settled = false;
    const settle = (result: { status: number; headers: http.IncomingHttpHeaders; text: string; error?: string }) => {
      if (settled) return;
      settled = true;
      resolve(result);
      request.destroy();
    };
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: "POST",
        headers,
        agent: false,
      },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () =>
          settle({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(parts).toString("utf8"),
          }),
        );
        response.on("error", (error) =>
          settle({ status: response.statusCode ?? 0, headers: response.headers, text: "", error: error.message }),
        );
      },
    );
    request.on("error", (error) => {
      if (!answered) settle({ status: 0, headers: {}, text: "", error: error.message });
    });
    const sendBody = () => {
      if (answered || request.destroyed) return;
      if (options.chunks) {
        const { first, chunk, count } = options.chunks;
        let sent = first ? -1 : 0;
        const pump = () => {
          if (answered || request.destroyed) return;
          if (sent >= count) return void request.end();
          const next = sent < 0 ? first! : chunk;
          sent += 1;
          if (request.write(next)) setImmediate(pump);
          else request.once("drain", pump);
        };
        pump();
      } else {
        request.end(options.body);
      }
    };
    if (options.waitBeforeBody) {
      request.flushHeaders();
      setTimeout(sendBody, options.waitBeforeBody);
    } else {
      sendBody();
    }
  });
}

/**
 * A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF or LF line ends, line breaks
 * inside quotes. A leading byte-order mark is dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.startsWith("\uFEFF") ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      continue;
    } else if (char === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Records every JavaScript dialog a page opens (and dismisses it, so the page carries on). */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

/**
 * What a stored payload would have made if it had been parsed as HTML: script elements running
 * `__xss`, event-handler attributes, srcdoc frames, `img src=x`, and javascript: links.
 */
function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if ((name.startsWith("on") || name === "srcdoc") && attribute.value.includes("__xss")) {
          found.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value}">`);
        }
        if (
          (name === "href" || name === "src" || name === "action") &&
          /^\s*(javascript|vbscript):/i.test(attribute.value)
        ) {
          found.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value}">`);
        }
      }
      if (element.tagName === "SCRIPT" && /^\s*(window|parent)\.__xss\s*=/.test(element.textContent ?? "")) {
        found.push(`<script>${element.textContent}</script>`);
      }
      if (element.tagName === "IMG" && element.getAttribute("src") === "x") found.push("<img src=x>");
    }
    return found;
  });
}

/** Asserts a page ran no payload: no `window.__xss`, no injected element, no dialog. */
export async function expectNoXss(page: Page, dialogs: string[], where: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `window.__xss on ${where}`).toBe(
    undefined,
  );
  expect(await injectedElements(page), `injected elements on ${where}`).toEqual([]);
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
}
