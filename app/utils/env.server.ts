import net from "node:net";
import { z } from "zod";
import type { DatabaseConfig } from "#app/db/db.server";

/**
 * The one place the process environment is read and checked. A bad value stops the
 * start with a single line naming the variable (see `EnvError`), never a stack trace.
 */

export interface Env {
  nodeEnv: "production" | "development" | "test";
  port: number;
  host: string;
  database: DatabaseConfig;
  demoData: boolean;
  admin: { email: string; password: string; name: string } | undefined;
  publicOrigin: string | undefined;
  /**
   * Reverse proxies in front (TRUST_PROXY), as Express's "trust proxy" takes them: how many, or
   * their addresses and CIDR ranges. The client IP is read from X-Forwarded-For past them.
   */
  trustProxy: number | string[];
  leadsPerIpPerHour: number;
  /** Where college logos were kept before the database held them; read in at start (UPLOAD_DIR, default ./data/uploads). */
  uploadDir: string;
  /** The key of the stored IP hashes (IP_HASH_SECRET); unset: a key file (app/utils/ip-hash.server.ts). */
  ipHashSecret: string | undefined;
  /** Most bytes of rendered pages the HTML cache keeps (PAGE_CACHE_MB, default 32); 0 keeps none. */
  pageCacheBytes: number;
  /** Where lead alert e-mails go out (SMTP_URL) and who they are from (MAIL_FROM); unset: e-mail is off. */
  smtp: { url: string; from: string } | undefined;
  /** How long an outbox delivery may hold its row before another worker retries it (OUTBOX_LEASE_SECONDS). */
  outboxLeaseMs: number;
  /** The least severe log lines written (LOG_LEVEL, default info). */
  logLevel: LogLevel;
  /** The bearer token /metrics asks for (METRICS_TOKEN); unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** WEBHOOK_ALLOW_PRIVATE=1: the lead webhook may call loopback, private and link-local addresses. */
  webhookAllowPrivate: boolean;
}

/** pino's levels, least severe first. */
const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
    this.name = "EnvError";
  }
}

const DEFAULT_SQLITE_FILE = "./data/app.db";

/** Unset: ./data/app.db; `file:/path`: SQLite there; `postgres://` or `postgresql://`: PostgreSQL. */
export function parseDatabaseUrl(value: string | undefined): DatabaseConfig {
  const raw = value?.trim();
  if (!raw) return { kind: "sqlite", filename: DEFAULT_SQLITE_FILE };
  if (raw.startsWith("file:")) {
    const filename = raw.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (!filename) throw new EnvError("DATABASE_URL", "a file: URL needs a path, e.g. file:./data/app.db");
    return { kind: "sqlite", filename };
  }
  if (/^postgres(ql)?:\/\//.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new EnvError("DATABASE_URL", "is not a valid postgres:// URL");
    }
    if (!url.hostname) throw new EnvError("DATABASE_URL", "a postgres:// URL needs a host");
    return { kind: "postgres", connectionString: raw };
  }
  throw new EnvError(
    "DATABASE_URL",
    `must be unset, file:/path/to/app.db, or postgres://user:password@host:5432/db (got "${redact(raw)}")`,
  );
}

/** Never echo a password back into a log line. */
function redact(value: string): string {
  return value.replace(/\/\/([^:@/]+):[^@]*@/, "//$1:***@").slice(0, 80);
}

const portSchema = z.coerce.number().int().min(1).max(65535);
const countSchema = z.coerce.number().int().min(0).max(1_000_000);

function field<T>(variable: string, schema: z.ZodType<T>, value: string | undefined, problem: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new EnvError(variable, `${problem} (got "${redact(String(value))}")`);
  return result.data;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The one rule for the origin of every absolute link the server makes: the sitemap and its pages,
 * robots.txt's Sitemap line, canonical, og:url, og:image and JSON-LD in page heads, calendar
 * files, and the links in e-mails and the webhook. PUBLIC_ORIGIN, else the address the server
 * listens on; never a request's Host header, which whoever sends the request chooses (a forged
 * one would otherwise go into the sitemap, and into every cache that keeps it).
 * docs/decisions/031-site-origin-never-from-host.md
 */
export function siteOrigin(env: Pick<Env, "publicOrigin" | "host" | "port">): string {
  return env.publicOrigin ?? listeningOrigin(env);
}

/**
 * The address this server listens on, as a browser on this machine opens it: a wildcard HOST
 * (0.0.0.0, ::, the default) is reached as localhost; an IPv6 address is written in brackets.
 */
export function listeningOrigin(env: Pick<Env, "host" | "port">): string {
  const host = WILDCARD_HOSTS.has(env.host) ? "localhost" : net.isIPv6(env.host) ? `[${env.host}]` : env.host;
  return `http://${host}:${env.port}`;
}

/** The HOST values that listen on every interface: no one address to link to. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

type Source = Record<string, string | undefined>;

/** Every setting, checked in this order: the first bad one stops the start. */
export function parseEnv(source: Source): Env {
  return { ...processSettings(source), ...requestSettings(source), ...outputSettings(source) };
}

/** How the process runs: its mode, address, database, demo data, first admin and public origin. */
function processSettings(
  source: Source,
): Pick<Env, "nodeEnv" | "port" | "host" | "database" | "demoData" | "admin" | "publicOrigin"> {
  const nodeEnvRaw = optional(source.NODE_ENV) ?? "development";
  const nodeEnv = field(
    "NODE_ENV",
    z.enum(["production", "development", "test"]),
    nodeEnvRaw,
    "must be production, development or test",
  );
  const port = field("PORT", portSchema, optional(source.PORT) ?? "3000", "must be a whole number from 1 to 65535");
  const host = optional(source.HOST) ?? "0.0.0.0";
  const database = parseDatabaseUrl(source.DATABASE_URL);

  const demoRaw = optional(source.DEMO_DATA) ?? "1";
  const demoData = field("DEMO_DATA", z.enum(["0", "1", "true", "false"]), demoRaw, "must be 1 or 0");

  const admin = parseAdmin(source);
  const publicOrigin = parsePublicOrigin(optional(source.PUBLIC_ORIGIN));
  return { nodeEnv, port, host, database, demoData: demoData === "1" || demoData === "true", admin, publicOrigin };
}

/** ADMIN_EMAIL and ADMIN_PASSWORD (both or neither), and ADMIN_NAME: the owner made at start. */
function parseAdmin(source: Source): Env["admin"] {
  const email = optional(source.ADMIN_EMAIL);
  const password = source.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email) throw new EnvError("ADMIN_EMAIL", "must be set when ADMIN_PASSWORD is set");
  if (!z.email().safeParse(email).success) throw new EnvError("ADMIN_EMAIL", "must be an e-mail address");
  if (!password || password.length < 6) {
    // The password itself is never printed.
    throw new EnvError("ADMIN_PASSWORD", "must be at least 6 characters long when ADMIN_EMAIL is set");
  }
  return { email: email.toLowerCase(), password, name: optional(source.ADMIN_NAME) ?? "Administrator" };
}

function parsePublicOrigin(originRaw: string | undefined): string | undefined {
  if (!originRaw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(originRaw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new EnvError("PUBLIC_ORIGIN", `must be an http(s) origin such as https://example.in (got "${originRaw}")`);
  }
  return url.origin;
}

/** What serving requests uses: the lead limit, the old uploads, the proxies, the IP hash key, the page cache. */
function requestSettings(
  source: Source,
): Pick<Env, "leadsPerIpPerHour" | "uploadDir" | "trustProxy" | "ipHashSecret" | "pageCacheBytes"> {
  const leadsPerIpPerHour = field(
    "LEADS_PER_IP_PER_HOUR",
    countSchema,
    optional(source.LEADS_PER_IP_PER_HOUR) ?? "20",
    "must be a whole number, 0 to turn the limit off",
  );

  const uploadDir = optional(source.UPLOAD_DIR) ?? "./data/uploads";

  const trustProxy = parseTrustProxy(optional(source.TRUST_PROXY) ?? "0");

  const ipHashSecret = optional(source.IP_HASH_SECRET);
  if (ipHashSecret && ipHashSecret.length < 32) {
    // The secret itself is never printed.
    throw new EnvError(
      "IP_HASH_SECRET",
      "must be at least 32 characters long, e.g. the output of openssl rand -hex 32",
    );
  }

  const pageCacheMb = field(
    "PAGE_CACHE_MB",
    z.coerce.number().int().min(0).max(4096),
    optional(source.PAGE_CACHE_MB) ?? "32",
    "must be a whole number of megabytes from 0 to 4096 (0 keeps no pages)",
  );
  return { leadsPerIpPerHour, uploadDir, trustProxy, ipHashSecret, pageCacheBytes: pageCacheMb * 1024 * 1024 };
}

/** What goes out: e-mail and its outbox, the log, /metrics, and where the lead webhook may call. */
function outputSettings(
  source: Source,
): Pick<Env, "smtp" | "outboxLeaseMs" | "logLevel" | "metricsToken" | "webhookAllowPrivate"> {
  const smtp = parseSmtp(optional(source.SMTP_URL), optional(source.MAIL_FROM));
  const outboxLeaseSeconds = field(
    "OUTBOX_LEASE_SECONDS",
    z.coerce.number().int().min(5).max(3600),
    optional(source.OUTBOX_LEASE_SECONDS) ?? "60",
    "must be a whole number of seconds from 5 to 3600",
  );

  const logLevel = field(
    "LOG_LEVEL",
    z.enum(LOG_LEVELS),
    optional(source.LOG_LEVEL)?.toLowerCase() ?? "info",
    `must be one of ${LOG_LEVELS.join(", ")}`,
  );

  const metricsToken = optional(source.METRICS_TOKEN);
  if (metricsToken && metricsToken.length < 16) {
    // The token itself is never printed.
    throw new EnvError(
      "METRICS_TOKEN",
      "must be at least 16 characters long, e.g. the output of openssl rand -hex 32 (or unset, which turns /metrics off)",
    );
  }

  const webhookAllowPrivate = field(
    "WEBHOOK_ALLOW_PRIVATE",
    z.enum(["0", "1"]),
    optional(source.WEBHOOK_ALLOW_PRIVATE) ?? "0",
    "must be 1 (the lead webhook may call loopback and private network addresses) or 0",
  );
  return {
    smtp,
    outboxLeaseMs: outboxLeaseSeconds * 1000,
    logLevel,
    metricsToken,
    webhookAllowPrivate: webhookAllowPrivate === "1",
  };
}

/**
 * SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS from the start) and MAIL_FROM (an
 * address, or `Name <address>`): both or neither. The password is never printed.
 */
function parseSmtp(url: string | undefined, from: string | undefined): Env["smtp"] {
  if (!url) {
    if (from)
      throw new EnvError("SMTP_URL", "must be set when MAIL_FROM is set, e.g. smtp://user:pass@mail.example.in:587");
    return undefined;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^smtps?:$/.test(parsed.protocol) || !parsed.hostname) {
    throw new EnvError(
      "SMTP_URL",
      `must be smtp://user:password@host:587 or smtps://user:password@host:465 (got "${redact(url)}")`,
    );
  }
  if (!from) throw new EnvError("MAIL_FROM", 'must be set when SMTP_URL is set, e.g. "Admissions <alerts@example.in>"');
  if (!z.email().safeParse(mailAddress(from)).success) {
    throw new EnvError("MAIL_FROM", `must be an e-mail address or Name <address> (got "${from.slice(0, 80)}")`);
  }
  return { url, from };
}

/** The address of a MAIL_FROM: `Admissions <alerts@example.in>` or `alerts@example.in`. */
export function mailAddress(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/** Names Express's "trust proxy" accepts for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For entries name the visitor. Either how
 * many stand in front (0, the default, ignores the header, which a visitor could otherwise
 * forge), or a comma-separated list of their addresses, CIDR ranges and the names loopback,
 * linklocal, uniquelocal: then only entries added by those addresses are believed.
 */
function parseTrustProxy(raw: string): number | string[] {
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 10) return hops;
  } else {
    const entries = raw.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  throw new EnvError(
    "TRUST_PROXY",
    `must be the number of proxies in front of the app (0 to 10), or their addresses or CIDR ranges separated by commas, e.g. loopback or 10.0.0.0/8 (got "${raw.slice(0, 80)}")`,
  );
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
