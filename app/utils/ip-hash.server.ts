import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { EnvError, type Env } from "#app/utils/env.server";

/**
 * The visitor's IP is stored and counted only as a keyed hash (HMAC-SHA256): the lead limit
 * and the login limit count these, and a lead row keeps one. The key lives outside the
 * database (IP_HASH_SECRET, or a key file beside the data), so a copy of the database alone
 * can't be used to test guessed addresses against the hashes. See
 * docs/decisions/013-login-limits-and-ip-hash-key.md.
 */

/** The name of the key file made when IP_HASH_SECRET is unset. */
const IP_HASH_KEY_FILE = "ip-hash.key";

/**
 * What a per-IP limit counts for an address: IPv4 as it is (also when written IPv4-mapped,
 * ::ffff:203.0.113.7); IPv6 by its /64 network, because one home or mobile connection is given
 * a whole /64 and can take a fresh address in it for every request. Anything that is not an
 * address (e.g. "unknown") is counted as it is.
 */
export function rateLimitSubject(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .split("%")[0]!;
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (:: expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : address;
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The keyed hash a limit counts: the same for every address of one IPv4 host or IPv6 /64. */
export function hashIp(key: Buffer, ip: string): string {
  return crypto.createHmac("sha256", key).update(rateLimitSubject(ip)).digest("hex").slice(0, 32);
}

/** The hash of the address this request came from (see TRUST_PROXY). */
export function clientIpHash(context: AppLoadContext): string {
  return hashIp(context.ipHashKey, context.clientIp ?? "unknown");
}

/**
 * Where the key file lives when IP_HASH_SECRET is unset: beside the SQLite file, or in ./data
 * for PostgreSQL (where every machine would have its own: hence IP_HASH_SECRET for several).
 * Undefined for an in-memory database (tests), which gets a key for the life of the process.
 */
function ipHashKeyFile(database: Env["database"]): string | undefined {
  if (database.kind === "postgres") return path.resolve("data", IP_HASH_KEY_FILE);
  if (database.filename === ":memory:") return undefined;
  return path.join(path.dirname(path.resolve(database.filename)), IP_HASH_KEY_FILE);
}

/**
 * The key of the IP hashes: IP_HASH_SECRET when set; otherwise the key file, made on first
 * start (32 random bytes as hex, mode 0600). Two processes starting at once agree on one file:
 * each writes its own temporary file and links it into place, and the loser reads the winner's.
 */
export function loadIpHashKey(env: Pick<Env, "ipHashSecret" | "database">): { key: Buffer; file?: string } {
  if (env.ipHashSecret) return { key: Buffer.from(env.ipHashSecret, "utf8") };
  const file = ipHashKeyFile(env.database);
  if (!file) return { key: crypto.randomBytes(32) };
  try {
    if (!fs.existsSync(file)) createKeyFile(file);
    const hex = fs.readFileSync(file, "utf8").trim();
    if (!/^[0-9a-f]{64}$/.test(hex))
      throw new Error("it does not hold 64 hexadecimal digits; delete it to make a new one");
    return { key: Buffer.from(hex, "hex"), file };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new EnvError("IP_HASH_SECRET", `is unset, and the key file ${file} cannot be used (${code ?? message})`);
  }
}

function createKeyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(temporary, `${crypto.randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
