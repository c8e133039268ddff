import { describe, expect, test } from "vitest";
import { tempDir } from "../support/server";
import { spawnServer } from "../support/server-process";

/**
 * A start with a wrong setting fails at once with one log line (JSON, level fatal, no stack) that
 * names the variable, and never echoes a password from it. (Apart from
 * tests/e2e/server/lifecycle.test.ts, which runs alone because it times requests: these exit
 * before listening, so they run with the rest.)
 */
describe("bad configuration stops the start with one clear line", () => {
  test.each([
    [{ PORT: "eighty" }, /^Invalid environment variable PORT: /],
    [{ PORT: "99999" }, /^Invalid environment variable PORT: /],
    [{ DATABASE_URL: "mysql://root:pw@127.0.0.1/app" }, /^Invalid environment variable DATABASE_URL: /],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Invalid environment variable TRUST_PROXY: /],
    [{ IP_HASH_SECRET: "too-short" }, /^Invalid environment variable IP_HASH_SECRET: /],
    [{ WEBHOOK_ALLOW_PRIVATE: "yes" }, /^Invalid environment variable WEBHOOK_ALLOW_PRIVATE: /],
    // Refused by the logger it would have set up: at its default level, info.
    [{ LOG_LEVEL: "loud" }, /^Invalid environment variable LOG_LEVEL: /],
    [
      { DATABASE_URL: "postgres://nobody:pw@127.0.0.1:1/app" },
      /^DATABASE_URL: cannot reach the PostgreSQL \(127\.0\.0\.1:1\/app\) database/,
    ],
  ])("%o", async (env, expected) => {
    const { output, exited } = spawnServer({ PORT: "3999", DATABASE_URL: `file:${tempDir()}/app.db`, ...env });
    expect(await exited).toBe(1);
    const lines = output().trim().split("\n");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { level: number; msg: string; err?: unknown };
    expect(entry.level).toBe(60);
    expect(entry.msg).toMatch(expected);
    expect(entry).not.toHaveProperty("err");
    expect(lines[0]).not.toContain("pw@");
  });
});
