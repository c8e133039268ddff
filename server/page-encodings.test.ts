import zlib from "node:zlib";
import { describe, expect, test } from "vitest";
import { encodePage, type Encoding } from "./page-encodings";

const DECODERS: [Encoding, (body: Buffer) => Buffer][] = [
  ["br", zlib.brotliDecompressSync],
  ["gzip", zlib.gunzipSync],
];

/** A page shaped like ours: a table of courses, some of it not ASCII. */
function page(): string {
  const rows = Array.from(
    { length: 120 },
    (_, i) => `<tr><td>B.Tech ${i} — ₹1,${i}0,000 प्रवेश</td><td>4 years</td></tr>`,
  ).join("\n");
  return `<!DOCTYPE html><html><head><title>A college</title></head><body><table>${rows}</table></body></html>`;
}

describe("a kept page compressed once per encoding", () => {
  test("each copy decodes to the page exactly, an empty page too", async () => {
    for (const html of [page(), ""]) {
      const encoded = await encodePage(Buffer.from(html));
      for (const [encoding, decode] of DECODERS) {
        expect(decode(encoded.copies[encoding]!).toString(), encoding).toBe(html);
      }
    }
  });

  test("it is smaller than compressing each response at the middleware's levels, and counts its weight", async () => {
    const body = Buffer.from(page());
    const { copies, bytes } = await encodePage(body);
    const brotli4 = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(copies.br!.byteLength).toBeLessThan(brotli4.byteLength);
    expect(copies.gzip!.byteLength).toBeLessThanOrEqual(zlib.gzipSync(body).byteLength);
    expect(bytes).toBe(copies.br!.byteLength + copies.gzip!.byteLength);
  });
});
