import crypto from "node:crypto";

/**
 * An HMAC-SHA256 of `value` under a key derived from the server's secret for one purpose, so a
 * value signed for one use (a withdrawal link, a rights-request code, a proof) is worth nothing
 * in another, and none of them reveals the secret (the IP hash key, app/utils/ip-hash.server.ts).
 */
export function purposeMac(secret: Buffer, purpose: string, value: string): Buffer {
  const key = crypto.createHmac("sha256", secret).update(purpose).digest();
  return crypto.createHmac("sha256", key).update(value).digest();
}

/** Whether two MACs (or their encodings) are the same, in time that doesn't depend on where they differ. */
export function sameMac(a: Buffer | string, b: Buffer | string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
