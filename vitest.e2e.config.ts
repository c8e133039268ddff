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
 * The two accessibility walks visit every page, one after another, for about a minute each.
 * Vitest orders files by their last run's duration, but a fresh clone has no last run, and
 * then it starts the largest files first: the walks are short files, so they started last and
 * ran on alone for a minute while the other workers sat idle. They go first.
 */
const LONGEST = ["tests/e2e/a11y/public-pages.test.ts", "tests/e2e/a11y/admin-pages.test.ts"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (LONGEST.some((name) => file.moduleId.endsWith(name)) ? 0 : 1);
    // Stable: within each group (the alone group still comes last), the walks lead.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          a.file.project.config.sequence.groupOrder - b.file.project.config.sequence.groupOrder ||
          rank(a.file) - rank(b.file) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}

// Browser and whole-process tests against the production build (`npm run build` first). Each
// file starts its own server on a free port with its own database, so three files run at once:
// on two cores, two left a quarter of the CPU idle while tests waited for a page, a poll or a
// delivery. The timed ones run alone.
export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts", "tests/setup/database-engines.global.ts"],
    setupFiles: ["tests/e2e/support/fail-on-server-errors.ts", "tests/e2e/support/drop-databases.ts"],
    // Files share their worker's process and module cache: no new process and no fresh import
    // of Playwright and the app's modules per file. Each file starts its own servers and browser
    // contexts, and per-file cleanup lives in the setup files above, which run before each file.
    isolate: false,
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
