/**
 * The tests' own HTTP requests (`fetch`, not the browser's) ask for plain bytes unless they say
 * otherwise: `Accept-Encoding: identity`. Node's fetch asks for gzip and deflate over http by
 * default, so every status, header or body a test read over HTTP was gzipped by the server and
 * decompressed again in the same test worker; on the walks that send thousands of requests
 * (prototype keys, the fuzz, impossible dates) that was about a sixth of their CPU
 * (docs/performance.md, sixteenth session; ADR 101).
 *
 * What compression does is still tested where it is the subject: the tests that read
 * `Content-Encoding` send their own `Accept-Encoding` (tests/e2e/server/headers-and-cache.test.ts:
 * kept pages, assets, and a streamed page through the compression middleware), which this leaves
 * alone, and every page a browser loads is compressed as a phone gets it.
 */
const WRAPPED = Symbol.for("e2e.uncompressed-fetch");

// Setup files run again before each file of a worker (isolate: false): wrap fetch once.
if (!(WRAPPED in globalThis.fetch)) {
  const send = globalThis.fetch;
  // Async, as fetch is: a bad header rejects the promise rather than throwing at the call.
  const uncompressed: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has("accept-encoding")) headers.set("accept-encoding", "identity");
    return send(input, { ...init, headers });
  };
  globalThis.fetch = Object.assign(uncompressed, { [WRAPPED]: true });
}
