import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * A kept page compressed once per encoding, at the levels the build's own assets get
 * (scripts/compress-assets.mjs): done once per page, it may take the best. Compressing a 28 KB page
 * with brotli for each response took a third of the server's time at 200 connections (ADR 028).
 * A public page's bytes are the same for every visitor (its policy names its inline script by
 * hash, ADR 035), so every response sends these bytes as they are.
 */

export type Encoding = "br" | "gzip";

export interface EncodedPage {
  /** The page's compressed copies; either may be absent if compressing it failed. */
  copies: Partial<Record<Encoding, Buffer>>;
  /** What the copies weigh, for the cache's byte bound. */
  bytes: number;
}

const BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a page once per encoding, in the thread pool (one task each, off the event loop). */
export async function encodePage(body: Buffer): Promise<EncodedPage> {
  const br = await brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  const gz = await gzip(body, { level: GZIP_LEVEL });
  return { copies: { br, gzip: gz }, bytes: br.byteLength + gz.byteLength };
}
