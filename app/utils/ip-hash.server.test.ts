import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { EnvError } from "./env.server";
import { hashIp, loadIpHashKey, rateLimitSubject } from "./ip-hash.server";

describe("rateLimitSubject: what a per-IP limit counts", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::10", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:abcd:ef01:2345:6789", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["[2001:db8:1:2::10]", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (ip, subject) => {
    expect(rateLimitSubject(ip)).toBe(subject);
  });

  test("one IPv6 /64 is one hash; the next /64, or another IPv4 address, is another", () => {
    const key = crypto.randomBytes(32);
    expect(hashIp(key, "2001:db8:1:2::10")).toBe(hashIp(key, "2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(hashIp(key, "2001:db8:1:2::10")).not.toBe(hashIp(key, "2001:db8:1:3::10"));
    expect(hashIp(key, "::ffff:198.51.100.4")).toBe(hashIp(key, "198.51.100.4"));
    expect(hashIp(key, "198.51.100.4")).not.toBe(hashIp(key, "198.51.100.5"));
    expect(hashIp(key, "198.51.100.4")).not.toBe(hashIp(crypto.randomBytes(32), "198.51.100.4"));
  });
});

describe("loadIpHashKey: the key lives outside the database", () => {
  const sqliteIn = (dir: string) => ({ kind: "sqlite" as const, filename: path.join(dir, "app.db") });
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "ip-hash-"));

  test("IP_HASH_SECRET is the key, and no file is written", () => {
    const dir = tempDir();
    const secret = "s".repeat(40);
    expect(loadIpHashKey({ ipHashSecret: secret, database: sqliteIn(dir) })).toEqual({ key: Buffer.from(secret) });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test("unset: a random key file is made beside the SQLite file, mode 0600, and read back on the next start", () => {
    const dir = path.join(tempDir(), "not-yet-made");
    const first = loadIpHashKey({ ipHashSecret: undefined, database: sqliteIn(dir) });
    const file = path.join(dir, "ip-hash.key");
    expect(first.file).toBe(file);
    expect(first.key).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(["ip-hash.key"]);
    expect(loadIpHashKey({ ipHashSecret: undefined, database: sqliteIn(dir) }).key).toEqual(first.key);
  });

  test("a damaged key file stops the start with one line naming IP_HASH_SECRET", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "ip-hash.key"), "not a key\n");
    expect(() => loadIpHashKey({ ipHashSecret: undefined, database: sqliteIn(dir) })).toThrow(EnvError);
    expect(() => loadIpHashKey({ ipHashSecret: undefined, database: sqliteIn(dir) })).toThrow(
      /^Invalid environment variable IP_HASH_SECRET: is unset, and the key file .*ip-hash\.key cannot be used/,
    );
  });

  test("an in-memory database gets a key for the life of the process, and no file", () => {
    const memory = { kind: "sqlite" as const, filename: ":memory:" };
    expect(loadIpHashKey({ ipHashSecret: undefined, database: memory })).toEqual({ key: expect.any(Buffer) });
  });
});
