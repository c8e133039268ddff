import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { describe, expect, test } from "vitest";
import { encodePage, encodedBody, filler, spliceable, type Encoding } from "./page-encodings";
import { securityHeaders } from "./security-headers";

const PLACEHOLDER = "@@nonce@@";
const ENCODINGS: [Encoding, (body: Buffer) => Buffer][] = [
  ["br", zlib.brotliDecompressSync],
  ["gzip", zlib.gunzipSync],
];

/** A page shaped like ours: nonces on each preload and script, at the very start and end, and side by side. */
function page(): string {
  const preloads = Array.from(
    { length: 20 },
    (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}-Bx9${i}q.js" nonce="${PLACEHOLDER}"/>`,
  ).join("");
  const text = Array.from(
    { length: 120 },
    (_, i) =>
      `<tr><td>B.Tech ${i} — ₹1,${i}0,000 प्रवेश</td><td>4 years</td><td>a==b ${crypto.randomBytes(6).toString("base64")}</td></tr>`,
  ).join("\n");
  return (
    `${PLACEHOLDER}<!DOCTYPE html><html><head>${preloads}</head><body><table>${text}</table>` +
    `<script nonce="${PLACEHOLDER}">window.__context = ${JSON.stringify({ text: text.slice(0, 4000) })}</script>` +
    `<script nonce="${PLACEHOLDER}" type="module">import("/assets/entry.client.js")</script>${PLACEHOLDER}${PLACEHOLDER}`
  );
}

const cut = (html: string) => html.split(PLACEHOLDER).map((part) => Buffer.from(part));
const newNonce = () => crypto.randomBytes(16).toString("base64");

describe("a kept page compressed once, with each response's own nonce", () => {
  test("every response decodes to the page with its nonce, in brotli and gzip", async () => {
    const html = page();
    const encoded = await encodePage(cut(html));
    for (const [encoding, decode] of ENCODINGS) {
      expect(encoded.chunks[encoding], encoding).toBeDefined();
      for (let i = 0; i < 25; i++) {
        const nonce = newNonce();
        const body = encodedBody(encoded, encoding, nonce)!;
        expect(decode(body).toString(), `${encoding} ${nonce}`).toBe(html.replaceAll(PLACEHOLDER, nonce));
      }
    }
  });

  test("it is about as small as compressing each response on its own, and counts its weight", async () => {
    const html = page();
    const encoded = await encodePage(cut(html));
    const nonce = newNonce();
    const whole = html.replaceAll(PLACEHOLDER, nonce);
    const brotli = encodedBody(encoded, "br", nonce)!.byteLength;
    const gzip = encodedBody(encoded, "gzip", nonce)!.byteLength;
    // Against the levels each response was compressed at before (brotli 4, gzip 6): each nonce
    // costs its own 24 bytes and a flush on either side, and the best levels win back some of it.
    const nonces = html.split(PLACEHOLDER).length - 1;
    const perResponse = zlib.brotliCompressSync(whole, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(brotli).toBeLessThan(perResponse.byteLength + 30 * nonces);
    expect(gzip).toBeLessThan(zlib.gzipSync(whole).byteLength + 50 * nonces);
    expect(encoded.bytes).toBeGreaterThan(brotli);
    expect(encoded.bytes).toBeLessThan(brotli + gzip);
  });

  test("a page without a nonce, and an empty one, work too", async () => {
    for (const html of ["<p>no scripts here</p>", ""]) {
      const encoded = await encodePage(cut(html));
      for (const [encoding, decode] of ENCODINGS) {
        expect(decode(encodedBody(encoded, encoding, newNonce())!).toString()).toBe(html);
      }
    }
  });

  test("a nonce of another shape is never spliced", async () => {
    const encoded = await encodePage(cut(page()));
    const other = [
      "",
      "short==",
      `${"A".repeat(23)}=`,
      `${"A".repeat(24)}`,
      `${"é".repeat(22)}==`,
      `${"A".repeat(25)}==`,
    ];
    for (const nonce of other) {
      expect(spliceable(nonce), nonce).toBe(false);
      expect(encodedBody(encoded, "br", nonce), nonce).toBeUndefined();
      expect(encodedBody(encoded, "gzip", nonce), nonce).toBeUndefined();
    }
  });

  test("the nonce every response gets (server/security-headers.ts) is one that can be spliced", () => {
    const middleware = securityHeaders({ publicOrigin: undefined, enforceCsp: true });
    for (let i = 0; i < 20; i++) {
      const res = { locals: {} as Record<string, unknown>, setHeader: () => undefined };
      middleware({ secure: false } as unknown as Request, res as unknown as Response, () => undefined);
      expect(spliceable(String(res.locals.cspNonce))).toBe(true);
    }
  });

  test("a page whose text would decode differently with another nonce is refused, not served wrong", async () => {
    // Bytes no rendered page has (they are not UTF-8): the page repeats the first nonce's filler
    // after it, so the encoder copies the filler, and the output would follow the nonce.
    const parts = [Buffer.from("<p>before</p>"), Buffer.concat([Buffer.from("<p>"), filler(1), Buffer.from("</p>")])];
    const encoded = await encodePage(parts);
    expect(encoded.chunks).toEqual({});
    expect(encoded.bytes).toBe(0);
    expect(encodedBody(encoded, "br", newNonce())).toBeUndefined();
  });
});
