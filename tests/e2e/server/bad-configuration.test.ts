import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import type * as AppModuleExports from "../../../server/app";
import { tempDir } from "../support/server";
import { spawnServer } from "../support/server-process";

/**
 * A start with a wrong setting fails at once with one log line (JSON, level fatal, no stack) that
 * names the variable, and never echoes a password from it. (Apart from
 * tests/e2e/server/lifecycle.test.ts, which runs alone because it times requests: these exit
 * before listening, so they run with the rest.)
 *
 * The refusal is not reached before the build is imported: `node server.js` imports the build,
 * then its startApp reads the environment and reaches the database, and server.js logs an EnvError
 * or a StartupError from it as one fatal line without a stack and exits 1. So two real starts
 * prove server.js's side, one of each error (both with a password in the value), and every setting
 * is checked through that same startApp of the same build, imported once into this process (as
 * tests/e2e/support/server.ts imports it): it must refuse with one of those two errors, the
 * message naming the variable, having logged nothing before it (so the fatal line is the only one).
 */
const CASES: [Record<string, string>, RegExp][] = [
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
];

/** The two settings also started as `node server.js`: an EnvError and a StartupError. */
const STARTED_AS_PROCESSES = new Set(["mysql://root:pw@127.0.0.1/app", "postgres://nobody:pw@127.0.0.1:1/app"]);

const withDefaults = (env: Record<string, string>) => ({
  PORT: "3999",
  DATABASE_URL: `file:${tempDir()}/app.db`,
  ...env,
});

describe("bad configuration stops the start with one clear line", () => {
  test.each(CASES)(
    "%o: the start-up refuses it with a configuration error, logging nothing else",
    async (env, expected) => {
      const build = (await import(
        pathToFileURL(path.resolve("build/server/index.js")).href
      )) as typeof AppModuleExports;
      let output = "";
      const logger = build.createLogger({ destination: { write: (line: string) => void (output += line) } });
      const started = await build
        .startApp({ NODE_ENV: "production", HOST: "127.0.0.1", ...withDefaults(env) }, logger)
        .then(
          (app) => app,
          (error: unknown) => error,
        );
      if (!(started instanceof Error)) {
        await (started as AppModuleExports.StartedApp).close();
        expect.fail("the start-up accepted the setting");
      }
      // The errors server.js logs as one line with no stack; anything else gets a stack.
      expect(started instanceof build.EnvError || started instanceof build.StartupError, String(started)).toBe(true);
      expect(started.message).toMatch(expected);
      expect(started.message).not.toContain("pw@");
      expect(output).toBe("");
    },
  );

  test.each(CASES.filter(([env]) => STARTED_AS_PROCESSES.has(env.DATABASE_URL ?? "")))(
    "%o: node server.js logs it as one fatal line without a stack, and exits 1",
    async (env, expected) => {
      const { output, exited } = spawnServer(withDefaults(env));
      expect(await exited).toBe(1);
      const lines = output().trim().split("\n");
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]!) as { level: number; msg: string; err?: unknown };
      expect(entry.level).toBe(60);
      expect(entry.msg).toMatch(expected);
      expect(entry).not.toHaveProperty("err");
      expect(lines[0]).not.toContain("pw@");
    },
  );
});
