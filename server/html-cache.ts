import crypto from "node:crypto";
import zlib from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { AppDatabase } from "#app/db/db.server";
import type { Logger } from "#app/utils/logger.server";
import { matchesEtag } from "#app/utils/etag";
import { siteOrigin, type Env } from "#app/utils/env.server";
import type { Metrics } from "#app/utils/metrics.server";
import { ByteLru } from "#app/utils/byte-lru";
import { indiaDay } from "#app/utils/india-time";
import { encodePage, type EncodedPage } from "./page-encodings";
import { perBuild } from "./route-label";
import { contractOfRoutes, keptPageAddresses, routeNodes } from "./route-contract";
import { sharedRead } from "./shared-read";

/**
 * Rendered HTML of the pages every visitor sees alike (those whose contract declares `pageCache`,
 * app/utils/page-handle.ts), kept in this process and served again while the content version in
 * the database is unchanged.
 *
 * - Kept by address: the path plus only the query parameters the page reads (its contract's
 *   `pageCache.query`, app/utils/route-contract.ts keptPageAddress), and rendered from that
 *   address on the site's origin, never the Host header's. An ad click id, a UTM tag or any other parameter the page does not read, or any
 *   Host, is served the same kept page; it neither renders it again nor takes a place in the cache.
 * - Bounded by bytes (PAGE_CACHE_MB), least recently used out first.
 * - Correct across processes: each request gets the version from a database read that began
 *   after it arrived (one primary-key read, shared by the requests of one turn of the event loop:
 *   server/shared-read.ts), and triggers bump it on any catalogue or settings write, so an edit
 *   made through any process empties every process's cache at once. docs/performance.md has numbers.
 * - Plain bytes, the same for every visitor: these pages carry no CSP nonce (their policy names
 *   their one inline script by hash, ADR 035).
 * - Compressed once: from its first hit on, a page is compressed in the background, once per
 *   encoding (server/page-encodings.ts, ADR 028), and every later response sends that copy.
 * - Browsers revalidate (private, no-cache) with the ETag and get a 304, without a CSP header:
 *   the browser keeps the one it got with the body.
 * - Visitors with an admin session cookie bypass the cache; so does anything but GET and HEAD.
 */

/** Longer searches are rendered each time rather than fill the cache with one-off queries. */
const MAX_CACHED_SEARCH = 200;
/** What a kept page weighs besides its body and headers: the entry, its key and the map's slot. */
const ENTRY_OVERHEAD_BYTES = 512;
/**
 * The compression middleware's brotli level: quick, and within a few per cent of the best. For
 * responses sent before the page's compressed copies are ready.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?admin_session=/;
/** Headers of the rendered page that are not kept: they belong to one response. */
const PER_RESPONSE_HEADERS = new Set(["set-cookie", "content-length", "date", "etag"]);

interface CachedPage {
  version: number;
  /**
   * The India day it was rendered on. Pages say what is past by today's date (a college's exams),
   * which the content version does not follow: a page is rendered again on a new day.
   */
  day: string;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /**
   * The page compressed once per encoding, made in the background from its first hit on; until
   * it is ready, each response is compressed on its own.
   */
  encoded?: EncodedPage;
}

interface HtmlCacheOptions {
  env: Env;
  database: AppDatabase;
  build: ServerBuild | (() => Promise<ServerBuild>);
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Hits, misses and the bytes held, for /metrics. */
  metrics: Pick<Metrics, "pageCacheHits" | "pageCacheMisses" | "pageCacheBytes">;
  /** For what fails in the background. */
  log: Logger;
}

export function htmlCache(options: HtmlCacheOptions) {
  const handle = createRequestHandler(
    options.build,
    options.env.nodeEnv === "production" ? "production" : "development",
  );
  const pages = keptPages(options);
  /** One render per page at a time: concurrent misses wait for the same render. */
  const rendering = new Map<string, Promise<CachedPage | Response>>();
  const contentVersion = sharedRead(() => options.database.contentVersion());
  const origin = siteOrigin(options.env);
  const addressOf = perBuild(options.build, (build) => keptPageAddresses(contractOfRoutes(routeNodes(build.routes))));

  if (options.env.pageCacheBytes === 0) {
    return (_req: ExpressRequest, _res: ExpressResponse, next: NextFunction) => next();
  }

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const query = req.originalUrl.indexOf("?");
    const address = (await addressOf(req.path))(
      new URLSearchParams(query === -1 ? "" : req.originalUrl.slice(query + 1)),
    );
    if (address === undefined || (address.split("?", 2)[1] ?? "").length > MAX_CACHED_SEARCH) return next();
    if (SESSION_COOKIE.test(req.get("cookie") ?? "")) return next();
    try {
      // Read before rendering: a page rendered while an edit lands is stored under the old
      // version, so the next request renders it again.
      const version = await contentVersion();
      const day = indiaDay(new Date());
      // Kept by address alone: no page depends on the Host a request names (every absolute link
      // comes from siteOrigin), so a forged Host neither changes a page nor takes a place here.
      const key = address;
      const cached = pages.get(key);
      if (cached && cached.version === version && cached.day === day) {
        res.setHeader("X-Page-Cache", "hit");
        options.metrics.pageCacheHits.inc();
        pages.encodeInBackground(key, cached);
        return await send(req, res, cached);
      }
      let pending = rendering.get(key);
      if (!pending) {
        const url = `${origin}${address}`;
        pending = render(handle, options.loadContext(req, res), req, url, version, day).finally(() =>
          rendering.delete(key),
        );
        rendering.set(key, pending);
      }
      const page = await pending;
      if (!(page instanceof Response)) pages.remember(key, page);
      res.setHeader("X-Page-Cache", "miss");
      options.metrics.pageCacheMisses.inc();
      return await send(req, res, page instanceof Response ? page.clone() : page);
    } catch {
      // The database did not answer the version read: render normally, which answers 503.
      return next();
    }
  };
}

/** Renders a page whole; a page fit to keep comes back as a CachedPage, any other as the Response to send once. */
async function render(
  handle: ReturnType<typeof createRequestHandler>,
  base: AppLoadContext,
  req: ExpressRequest,
  url: string,
  version: number,
  day: string,
): Promise<CachedPage | Response> {
  let askedForNonce = false;
  const cspNonce = () => {
    askedForNonce = true;
    return base.cspNonce();
  };
  const context = { ...base, cspNonce, renderWhole: true };
  const response = await handle(new Request(url, { headers: forwardedHeaders(req) }), context);
  // A page with a nonce in it (a page React Router runs in the browser, which no shared address
  // reaches) belongs to this response alone: sent, never kept.
  if (response.status !== 200 || response.headers.has("set-cookie") || context.databaseUnavailable || askedForNonce) {
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
  const etag = `W/"${version}-${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  return { version, day, status: response.status, headers, body, etag };
}

/** The kept pages, weighed in bytes, and their compression in the background. */
function keptPages(options: Pick<HtmlCacheOptions, "env" | "metrics" | "log">) {
  const pages = new ByteLru<CachedPage>(options.env.pageCacheBytes);
  /**
   * Whether a page is being compressed. One at a time, in the thread pool: a burst of new pages
   * then takes one of its threads, never all of them from the files they also read. Pages seen
   * meanwhile wait for their next hit; a page asked for once (a one-off search) is never done.
   */
  let compressing = false;

  function remember(key: string, page: CachedPage): void {
    let bytes = ENTRY_OVERHEAD_BYTES + key.length * 2 + page.etag.length * 2;
    bytes += page.body.byteLength;
    for (const [name, value] of page.headers) bytes += (name.length + value.length) * 2;
    bytes += page.encoded?.bytes ?? 0;
    pages.set(key, page, bytes);
    // Pages leave only to make room for another, here: the figure is exact after each set.
    options.metrics.pageCacheBytes.set(pages.bytes);
  }

  function encodeInBackground(key: string, page: CachedPage): void {
    if (compressing || page.encoded) return;
    compressing = true;
    encodePage(page.body)
      .catch((error: unknown) => {
        options.log.error({ err: error }, "A kept page could not be compressed: it is compressed per response");
        // Marked done all the same, so that every hit does not try again.
        return { copies: {}, bytes: 0 } satisfies EncodedPage;
      })
      .then((encoded) => {
        page.encoded = encoded;
        // Weighed again with its compressed copies, which may let other pages go; unless it has
        // been replaced or let go itself meanwhile.
        if (pages.get(key) === page) remember(key, page);
      })
      .finally(() => {
        compressing = false;
      });
  }

  return { get: (key: string) => pages.get(key), remember, encodeInBackground };
}

async function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage | Response): Promise<void> {
  if (page instanceof Response) {
    // Not cacheable (a 404, a 503 while the database is away): sent once, as rendered.
    res.status(page.status);
    page.headers.forEach((value, name) => {
      if (!PER_RESPONSE_HEADERS.has(name) || name === "set-cookie") res.append(name, value);
    });
    res.send(page.body ? Buffer.from(await page.arrayBuffer()) : undefined);
    return;
  }
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", "private, no-cache");
  res.setHeader("ETag", page.etag);
  if (matchesEtag(req.get("if-none-match"), page.etag)) {
    res.removeHeader("Content-Security-Policy");
    res.status(304).end();
    return;
  }
  res.vary("Accept-Encoding");
  // Brotli first, as the compression middleware prefers it, whatever order the browser lists.
  const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : undefined;
  if (!encoding || req.method === "HEAD") return void res.status(page.status).send(page.body);
  res.setHeader("Content-Encoding", encoding);
  // The copy compressed once (server/page-encodings.ts).
  const kept = page.encoded?.copies[encoding];
  if (kept) return void res.status(page.status).send(kept);
  // Until it is ready: compressed here, at once (under a millisecond for a page), rather than
  // by the compression middleware's stream, which takes several turns of the event loop through
  // the thread pool, and under a flood each turn waits behind every other request (ADR 014).
  res
    .status(page.status)
    .send(encoding === "br" ? zlib.brotliCompressSync(page.body, BROTLI) : zlib.gzipSync(page.body));
}

function forwardedHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "cookie" || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}
