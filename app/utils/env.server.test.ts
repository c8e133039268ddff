import { describe, expect, test } from "vitest";
import { EnvError, parseEnv, siteOrigin } from "./env.server";

function problemWith(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return `${error.variable}: ${error.message}`;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("parseEnv", () => {
  test("defaults: port 3000, SQLite at ./data/app.db, demo data on, no admin, lead limit 20", () => {
    expect(parseEnv({})).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      database: { kind: "sqlite", filename: "./data/app.db" },
      demoData: true,
      admin: undefined,
      leadsPerIpPerHour: 20,
    });
  });

  test("DATABASE_URL picks the engine", () => {
    expect(parseEnv({ DATABASE_URL: "file:/tmp/x.db" }).database).toEqual({ kind: "sqlite", filename: "/tmp/x.db" });
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@db:5432/app" }).database).toEqual({
      kind: "postgres",
      connectionString: "postgresql://u:p@db:5432/app",
    });
  });

  test.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "0" }, "PORT"],
    [{ DATABASE_URL: "mysql://u:p@h/db" }, "DATABASE_URL"],
    [{ DATABASE_URL: "file:" }, "DATABASE_URL"],
    [{ DEMO_DATA: "maybe" }, "DEMO_DATA"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "longenough" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "a@b.in", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ PUBLIC_ORIGIN: "ftp://x" }, "PUBLIC_ORIGIN"],
    [{ LEADS_PER_IP_PER_HOUR: "-1" }, "LEADS_PER_IP_PER_HOUR"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "11" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "2001:db8::/129" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1, proxy.internal" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "loopback," }, "TRUST_PROXY"],
    [{ IP_HASH_SECRET: "short-secret" }, "IP_HASH_SECRET"],
    [{ PAGE_CACHE_MB: "lots" }, "PAGE_CACHE_MB"],
    [{ PAGE_CACHE_MB: "1.5" }, "PAGE_CACHE_MB"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ METRICS_TOKEN: "short-token" }, "METRICS_TOKEN"],
  ])("%o is refused, naming %s", (source, variable) => {
    expect(problemWith(source)).toMatch(new RegExp(`^${variable}: Invalid environment variable ${variable}`));
  });

  test("TRUST_PROXY: a number of proxies, or their addresses, CIDR ranges and Express's range names", () => {
    expect(parseEnv({}).trustProxy).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,2001:db8::/32, ::1, uniquelocal" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "2001:db8::/32",
      "::1",
      "uniquelocal",
    ]);
  });

  test("PAGE_CACHE_MB bounds the HTML cache in bytes: 32 MB unless set, 0 keeps nothing", () => {
    expect(parseEnv({}).pageCacheBytes).toBe(32 * 1024 * 1024);
    expect(parseEnv({ PAGE_CACHE_MB: "8" }).pageCacheBytes).toBe(8 * 1024 * 1024);
    expect(parseEnv({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
  });

  test("a password in a bad DATABASE_URL is not echoed", () => {
    expect(problemWith({ DATABASE_URL: "mysql://user:topsecret@h/db" })).not.toContain("topsecret");
  });

  test("IP_HASH_SECRET: unset by default, kept as given, never echoed when refused", () => {
    expect(parseEnv({}).ipHashSecret).toBeUndefined();
    const secret = "0123456789abcdef0123456789abcdef";
    expect(parseEnv({ IP_HASH_SECRET: ` ${secret} ` }).ipHashSecret).toBe(secret);
    expect(problemWith({ IP_HASH_SECRET: "hunter2-but-short" })).not.toContain("hunter2");
  });

  test("LOG_LEVEL: info unless set, any case; METRICS_TOKEN: unset turns /metrics off, never echoed when refused", () => {
    expect(parseEnv({}).logLevel).toBe("info");
    expect(parseEnv({ LOG_LEVEL: "Debug" }).logLevel).toBe("debug");
    expect(parseEnv({}).metricsToken).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: " 0123456789abcdef " }).metricsToken).toBe("0123456789abcdef");
    expect(problemWith({ METRICS_TOKEN: "hunter2-short" })).not.toContain("hunter2");
  });

  test("the admin password is never part of an error message", () => {
    expect(problemWith({ ADMIN_EMAIL: "nope", ADMIN_PASSWORD: "hunter22" })).not.toContain("hunter22");
  });
});

describe("lead alert e-mail settings", () => {
  test("SMTP_URL and MAIL_FROM together turn e-mail on; neither leaves it off", () => {
    expect(parseEnv({}).smtp).toBeUndefined();
    expect(
      parseEnv({ SMTP_URL: "smtp://user:pw@mail.example.in:587", MAIL_FROM: "Admissions <alerts@example.in>" }).smtp,
    ).toEqual({ url: "smtp://user:pw@mail.example.in:587", from: "Admissions <alerts@example.in>" });
  });

  test.each([
    [{ SMTP_URL: "http://mail.example.in", MAIL_FROM: "a@example.in" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://user:secret-pw@mail.example.in" }, "MAIL_FROM"],
    [{ MAIL_FROM: "a@example.in" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.in", MAIL_FROM: "Admissions <not an address>" }, "MAIL_FROM"],
    [{ OUTBOX_LEASE_SECONDS: "1" }, "OUTBOX_LEASE_SECONDS"],
  ])("%o is refused in one line naming %s, never printing the password", (source, variable) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variable).toBe(variable);
    expect((error as EnvError).message).not.toContain("secret-pw");
    expect((error as EnvError).message).not.toContain("\n");
  });
});

describe("WEBHOOK_ALLOW_PRIVATE", () => {
  test("unset or 0 keeps the lead webhook to public addresses; 1 allows private ones", () => {
    expect(parseEnv({}).webhookAllowPrivate).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: "0" }).webhookAllowPrivate).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: " 1 " }).webhookAllowPrivate).toBe(true);
  });

  test.each(["yes", "true", "2"])("%s stops the start in one line naming the variable", (value) => {
    expect(problemWith({ WEBHOOK_ALLOW_PRIVATE: value })).toMatch(
      /^WEBHOOK_ALLOW_PRIVATE: Invalid environment variable WEBHOOK_ALLOW_PRIVATE: must be 1 .* or 0 \(got "[^"]+"\)$/,
    );
  });
});

describe("siteOrigin: PUBLIC_ORIGIN, else the listening address, never a request's Host", () => {
  const origin = (source: Record<string, string>) => siteOrigin(parseEnv(source));

  test("PUBLIC_ORIGIN wins, as an origin", () => {
    expect(origin({ PUBLIC_ORIGIN: "https://www.example.in/", HOST: "10.0.0.5", PORT: "8080" })).toBe(
      "https://www.example.in",
    );
  });

  test("without it, the address the server listens on; a wildcard HOST is reached as localhost", () => {
    expect(origin({})).toBe("http://localhost:3000");
    expect(origin({ HOST: "0.0.0.0", PORT: "8080" })).toBe("http://localhost:8080");
    expect(origin({ HOST: "::", PORT: "8080" })).toBe("http://localhost:8080");
    expect(origin({ HOST: "127.0.0.1", PORT: "4000" })).toBe("http://127.0.0.1:4000");
    expect(origin({ HOST: "::1", PORT: "4000" })).toBe("http://[::1]:4000");
    expect(origin({ HOST: "app.internal", PORT: "4000" })).toBe("http://app.internal:4000");
  });
});
