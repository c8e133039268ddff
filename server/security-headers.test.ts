import crypto from "node:crypto";
import type { Request, Response } from "express";
import { describe, expect, test } from "vitest";
import { securityHeaders } from "./security-headers";

const STARTER = 'import("/assets/islands-Ab12.js");';

/** Runs the middleware on a fake response; returns its headers and the nonce maker it left. */
function respond(options: Parameters<typeof securityHeaders>[0]) {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  };
  securityHeaders(options)({ secure: false } as unknown as Request, res as unknown as Response, () => undefined);
  return { headers, cspNonce: res.locals.cspNonce as () => string };
}

const scriptSrc = (headers: Map<string, string>) =>
  /(?:^|; )script-src ([^;]*)/.exec(headers.get("content-security-policy") ?? "")?.[1];

describe("the Content-Security-Policy", () => {
  const options = { publicOrigin: undefined, enforceCsp: true, siteInlineScripts: [STARTER] };

  test("by default names the public pages' inline script by the SHA-256 of its text, and no nonce", () => {
    const hash = crypto.createHash("sha256").update(STARTER).digest("base64");
    const { headers } = respond(options);
    expect(scriptSrc(headers)).toBe(`'self' 'sha256-${hash}'`);
  });

  test("a page that asks for a nonce gets one of its own, and the policy names it instead", () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { headers, cspNonce } = respond(options);
      const nonce = cspNonce();
      expect(cspNonce()).toBe(nonce);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc(headers)).toBe(`'self' 'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  test("is not sent where it is not enforced (development), though a nonce is still made", () => {
    const { headers, cspNonce } = respond({ ...options, enforceCsp: false });
    expect(cspNonce()).not.toBe("");
    expect(headers.has("content-security-policy")).toBe(false);
  });
});
