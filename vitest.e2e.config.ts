import { defineConfig } from "vitest/config";

// Browser and whole-process tests against the production build (`npm run build` first).
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts", "tests/setup/database-engines.global.ts"],
    setupFiles: ["tests/e2e/support/fail-on-server-errors.ts"],
    reporters: ["verbose"],
    // One server and browser at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
