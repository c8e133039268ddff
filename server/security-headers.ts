import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * The Content-Security-Policy. Scripts run only from this origin, plus the inline scripts it names
 * (`inlineScripts`: hashes, or a nonce); nothing from another host, no plugins, no <base>, no
 * framing. Styles allow inline `style` attributes (the scroll bar and chart swatches set widths
 * and colours), which cannot run code.
 */
function contentSecurityPolicy(inlineScripts: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A CSP hash source: the SHA-256 of the script's exact text, which is what the browser hashes. */
function hashSource(script: string): string {
  return `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** Powerful browser features this site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "browsing-topics=()",
].join(", ");

function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * Security headers on every response, assets and errors included.
 *
 * The policy is the public pages' by default: their one inline script (the islands starter, whose
 * text is fixed per build) is named by its hash, so a public page's bytes are the same for every
 * visitor and the page cache keeps them compressed once (docs/decisions/035-hash-csp-on-public-pages.md).
 * A page React Router runs in the browser (admin, sign-in) writes inline scripts of its own,
 * different each time: its renderer calls `res.locals.cspNonce()`, which makes a nonce for this
 * response and switches its policy to one naming it.
 *
 * HSTS is sent only when the site is reached over HTTPS (directly, or per PUBLIC_ORIGIN behind a
 * TLS-terminating proxy): over plain HTTP it would be ignored, or would lock out a test server.
 */
export function securityHeaders(options: {
  publicOrigin: string | undefined;
  enforceCsp: boolean;
  /** The exact text of every inline script a public page may have. */
  siteInlineScripts: readonly string[];
}) {
  const https = options.publicOrigin?.startsWith("https://") ?? false;
  // Development runs Vite's hot reload, which injects scripts of its own; production enforces.
  const sitePolicy = options.enforceCsp
    ? contentSecurityPolicy(options.siteInlineScripts.map(hashSource).join(" "))
    : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    let nonce: string | undefined;
    res.locals.cspNonce = () => {
      if (nonce === undefined) {
        nonce = newNonce();
        if (sitePolicy) res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`));
      }
      return nonce;
    };
    res.setHeader("X-Content-Type-Options", "nosniff");
    defaultReferrerPolicy(res);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("X-Frame-Options", "DENY");
    // Cross-Origin-Opener-Policy goes on private responses only (server/private-responses.ts).
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (https || req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (sitePolicy) res.setHeader("Content-Security-Policy", sitePolicy);
    next();
  };
}

/**
 * `Referrer-Policy: strict-origin-when-cross-origin`, put on as the head is written unless the
 * route set one of its own (the status page's `no-referrer`: its address holds a token). React
 * Router appends a route's headers, so a default set earlier would be sent beside the route's.
 */
function defaultReferrerPolicy(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.hasHeader("Referrer-Policy")) this.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    return (writeHead as (...args: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
}
