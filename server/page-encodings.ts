import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * A kept page compressed once per encoding, although every response carries a nonce of its own
 * (docs/decisions/028-page-cache-compressed-once.md). Compressing a 28 KB page with brotli for each
 * response took a third of the server's time at 200 connections; splicing the nonce into bytes
 * compressed once costs a few microseconds.
 *
 * The page is compressed as one stream in which each nonce's place holds a filler of the same
 * length, flushed on its own, so that the compressed bytes break cleanly around it. Each response
 * puts its nonce there as a block stored as is (an uncompressed meta-block in brotli, a stored
 * block in deflate): the decoder's output is then the page with that nonce. This is safe because:
 *
 * - the filler has the nonce's length, so every distance the encoder chose still points at the
 *   same bytes;
 * - the filler's variable bytes alternate with bytes that never occur in UTF-8, so no later text
 *   of the page can have been encoded as a copy of them;
 * - its last two bytes are the nonce's own "==" (16 random bytes in base64 always end so), and
 *   brotli chooses how to decode the next letters from the two bytes before them;
 * - brotli also carries its last four distances from one meta-block to the next; the encoder
 *   stores each filler uncompressed (compressing 24 such bytes does not pay), which touches none;
 * - and it is checked, not assumed: the result is decoded with two nonces that differ in every
 *   variable byte, and used only if both give back the page exactly. Any part of the output that
 *   depended on the nonce (a copy of it, a decoder state it changed) would differ between the two.
 *
 * A nonce of another shape is never spliced (`encodedBody` answers undefined): the caller then
 * compresses the response on its own, as before.
 */

export type Encoding = "br" | "gzip";

export interface EncodedPage {
  /** The page's bytes as kept, cut at each nonce: the gzip trailer's checksum is computed over them. */
  parts: Buffer[];
  /** Compressed bytes per encoding, cut where each nonce goes; absent when the check failed. */
  chunks: Partial<Record<Encoding, Buffer[]>>;
  /** What the compressed copies weigh, for the cache's byte bound. */
  bytes: number;
}

/** The nonce's shape (server/security-headers.ts): 16 random bytes in base64. */
const NONCE_LENGTH = 24;
const NONCE_TAIL = "==";
const VARIABLE_LENGTH = NONCE_LENGTH - NONCE_TAIL.length;
/** The quality and level the build's own assets get (scripts/compress-assets.mjs): done once per page. */
const BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;
/** A gzip member's header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** Whether this nonce can go into the places `encodePage` left for it. */
export function spliceable(nonce: string): boolean {
  return nonce.length === NONCE_LENGTH && nonce.endsWith(NONCE_TAIL) && Buffer.byteLength(nonce) === NONCE_LENGTH;
}

/** Compresses a kept page (its bytes cut at each nonce) once per encoding. Runs in the thread pool. */
export async function encodePage(parts: Buffer[]): Promise<EncodedPage> {
  const size = parts.reduce((sum, part) => sum + part.byteLength, 0) + (parts.length - 1) * NONCE_LENGTH;
  const brotli = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const chunks: EncodedPage["chunks"] = {};
  const br = await checked("br", parts, await compressAround(brotli, parts, zlib.constants.BROTLI_OPERATION_FLUSH));
  if (br) chunks.br = br;
  const deflate = zlib.createDeflateRaw({ level: GZIP_LEVEL });
  const gzip = await checked("gzip", parts, await compressAround(deflate, parts, zlib.constants.Z_SYNC_FLUSH));
  if (gzip) chunks.gzip = gzip;
  const bytes = [...(chunks.br ?? []), ...(chunks.gzip ?? [])].reduce((sum, chunk) => sum + chunk.byteLength, 0);
  return { parts, chunks, bytes };
}

/** The response body in this encoding with this nonce; undefined if there is none to splice. */
export function encodedBody(page: EncodedPage, encoding: Encoding, nonce: string): Buffer | undefined {
  const chunks = page.chunks[encoding];
  if (!chunks || !spliceable(nonce)) return undefined;
  return splice(encoding, page.parts, chunks, Buffer.from(nonce, "latin1"));
}

function splice(encoding: Encoding, parts: Buffer[], chunks: Buffer[], nonce: Buffer): Buffer {
  const gap = encoding === "br" ? Buffer.concat([brotliStoredHeader(nonce.byteLength), nonce]) : deflateStored(nonce);
  const body = chunks.flatMap((chunk, i) => (i === 0 ? [chunk] : [gap, chunk]));
  if (encoding === "br") return Buffer.concat(body);
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    if (i > 0) crc = zlib.crc32(nonce, crc);
    // Skipped when empty: Node hands zlib no buffer for some empty ones, and zlib then answers 0.
    if (part.byteLength > 0) crc = zlib.crc32(part, crc);
    length += part.byteLength + (i > 0 ? nonce.byteLength : 0);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...body, trailer]);
}

/**
 * The page through one compressor, with a filler in each nonce's place, flushed before and after
 * each filler. Returns the compressed bytes between the fillers (the fillers' own are dropped).
 */
async function compressAround(stream: zlib.BrotliCompress | zlib.DeflateRaw, parts: Buffer[], flush: number) {
  const output: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => output.push(chunk));
  // A failure ends every wait below, so that a broken stream cannot hold the cache's one compressor.
  const failed = new Promise<never>((_resolve, reject) => stream.once("error", reject));
  const ended = Promise.race([new Promise((resolve) => stream.once("end", resolve)), failed]);
  const taken = () => Buffer.concat(output.splice(0));
  const flushed = () => Promise.race([new Promise<void>((resolve) => stream.flush(flush, () => resolve())), failed]);
  const chunks: Buffer[] = [];
  for (const [i, part] of parts.entries()) {
    if (i > 0) {
      stream.write(filler(i));
      await flushed();
      taken();
    }
    stream.write(part);
    if (i < parts.length - 1) {
      await flushed();
      chunks.push(taken());
    }
  }
  stream.end();
  await ended;
  chunks.push(taken());
  return chunks;
}

/**
 * The stand-in for the nth nonce: its variable bytes alternate between 0xF5–0xFF, which UTF-8
 * never uses, and bytes that make each filler unlike the others (so the encoder stores it rather
 * than copying an earlier one); then the nonce's fixed "==". Exported for its test, which makes
 * a page that copies one, to see the check refuse it.
 */
export function filler(n: number): Buffer {
  const bytes = Buffer.alloc(NONCE_LENGTH);
  for (let i = 0; i < VARIABLE_LENGTH; i++) {
    bytes[i] = i % 2 === 0 ? 0xf5 + ((n + i / 2) % 11) : 0x80 + ((n * 3 + i * 5) % 64);
  }
  bytes.write(NONCE_TAIL, VARIABLE_LENGTH, "latin1");
  return bytes;
}

/** Decodes the spliced result with two nonces unlike in every variable byte: undefined unless both come back exact. */
async function checked(encoding: Encoding, parts: Buffer[], chunks: Buffer[]): Promise<Buffer[] | undefined> {
  for (const letter of ["A", "B"]) {
    const nonce = Buffer.from(letter.repeat(VARIABLE_LENGTH) + NONCE_TAIL, "latin1");
    const body = splice(encoding, parts, chunks, nonce);
    const expected = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part])));
    try {
      const decoded = encoding === "br" ? await brotliDecompress(body) : await gunzip(body);
      if (!decoded.equals(expected)) return undefined;
    } catch {
      return undefined;
    }
  }
  return chunks;
}

/**
 * An uncompressed brotli meta-block's header for `length` bytes, at most 65,536 (RFC 7932 §9.2):
 * ISLAST 0, MNIBBLES 4, MLEN-1 in four nibbles, ISUNCOMPRESSED 1, then zero bits to the byte boundary.
 */
function brotliStoredHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/** A deflate stored block (RFC 1951 §3.2.4), not the last: header byte, LEN, NLEN, the bytes. */
function deflateStored(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.byteLength, 1);
  header.writeUInt16LE(~bytes.byteLength & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
