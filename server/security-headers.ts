import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * The Content-Security-Policy of every page. Scripts run only from this origin and only inline
 * scripts that carry this response's nonce (React Router's hydration data); nothing from another
 * host, no plugins, no <base>, no framing. Styles allow inline `style` attributes (the scroll bar
 * and chart swatches set widths and colours), which cannot run code.
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
 * Security headers on every response, assets and errors included. The nonce is made here, once
 * per request, and handed to the page renderer through `res.locals.cspNonce`.
 * HSTS is sent only when the site is reached over HTTPS (directly, or per PUBLIC_ORIGIN behind a
 * TLS-terminating proxy): over plain HTTP it would be ignored, or would lock out a test server.
 */
export function securityHeaders(options: { publicOrigin: string | undefined; enforceCsp: boolean }) {
  const https = options.publicOrigin?.startsWith("https://") ?? false;
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (https || req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // Development runs Vite's hot reload, which injects scripts of its own; production enforces.
    if (options.enforceCsp) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    next();
  };
}
