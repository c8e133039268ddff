import fs from "node:fs";
import type http from "node:http";
import { createRequire } from "node:module";

/**
 * axe-core as a script the page loads from its own server, for the accessibility walks
 * (tests/e2e/a11y/page-checks.ts). Evaluated through the DevTools protocol, its 1.5 MB source was
 * compiled afresh in every document: 0.24 s of each page's walk, a fifth of the public walk.
 * Loaded by URL with a cache lifetime, the browser compiles it once and reuses the code in the
 * next documents (measured: 0.15 s against 0.06 s a page beyond a bare navigation). Same-origin,
 * so the site's Content-Security-Policy (`script-src 'self'`) lets it in unchanged.
 */
export const AXE_SCRIPT_PATH = "/__tests__/axe-core.min.js";

let minified: Buffer | undefined;

/** Answers the request when it asks for AXE_SCRIPT_PATH, and says whether it did. */
export function serveAxeScript(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.url !== AXE_SCRIPT_PATH) return false;
  minified ??= fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"));
  response.writeHead(200, {
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": "public, max-age=31536000, immutable",
  });
  response.end(minified);
  return true;
}
