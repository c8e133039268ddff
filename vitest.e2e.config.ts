import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Tests that measure time (a flood, 200 logins at once, /healthz while inputs backtrack, a
 * request caught half-sent by SIGTERM): they run alone, after the rest, so no other test's
 * browser takes the CPU they are timing. Tests that only wait for something with a deadline
 * (the outbox's deliveries, say) run with the rest: their waiting overlaps other files' work.
 */
const ALONE = [
  "tests/e2e/server/flood.test.ts",
  "tests/e2e/server/lifecycle.test.ts",
  "tests/e2e/admin/login-limits.test.ts",
  "tests/e2e/security/slow-input.test.ts",
];

/**
 * Longest first, so that no long file starts near the end while the other workers sit idle.
 * Each file's length is this machine's last run of it, else tests/e2e/durations.json (what a
 * fresh clone has: written by scripts/e2e-durations.mjs); a file in neither goes first. Without
 * this, a fresh clone ran the largest files first, and a 30-second file that is short to read
 * started last: the suite took 241 s against 215 s (docs/decisions/043-test-order.md).
 */
const RECORDED: Record<string, number> = JSON.parse(fs.readFileSync("tests/e2e/durations.json", "utf8"));

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => {
      const where = path.relative(file.project.config.root, file.moduleId);
      const lastRun = this.ctx.cache.getFileTestResults(`${file.project.name}:${where}`);
      return lastRun ? lastRun.duration / 1000 : (RECORDED[where] ?? Number.MAX_SAFE_INTEGER);
    };
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || seconds(b) - seconds(a),
    );
  }
}

// Browser and whole-process tests against the production build (`npm run build` first). Each
// file starts its own servers, each on a free port with its own database; they serve the build
// from the test worker's own process (tests/e2e/support/server.ts, ADR 071), and only the tests
// about the process itself start `node server.js`. Three files run at once:
// on two cores, two left a quarter of the CPU idle while tests waited for a page, a poll or a
// delivery. The timed ones run alone.
export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts", "tests/setup/database-engines.global.ts"],
    setupFiles: [
      "tests/e2e/support/fail-on-server-errors.ts",
      "tests/e2e/support/drop-databases.ts",
      "tests/e2e/support/file-cpu.ts",
      "tests/e2e/support/uncompressed-fetch.ts",
    ],
    // Files share their worker's process and module cache: no new process and no fresh import
    // of Playwright and the app's modules per file. Each file starts its own servers and browser
    // contexts, and per-file cleanup lives in the setup files above, which run before each file.
    isolate: false,
    // The build is imported by Node itself, once per worker, as `node server.js` imports it, and
    // runs as it does in production: React's production build, React Router's production mode.
    server: { deps: { external: [/\/build\/server\//] } },
    env: { NODE_ENV: "production" },
    reporters: ["verbose"],
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: ALONE,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "e2e-alone", include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
