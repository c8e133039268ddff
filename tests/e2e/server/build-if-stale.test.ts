import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "vitest";

// `npm run test:e2e` and `npm start` build through scripts/build-if-stale.mjs: when the build
// matches the sources (as it does here, right after test:e2e's own call), nothing is rebuilt.
test("a build that matches the sources is kept: no rebuild, the server bundle untouched", () => {
  const bundle = "build/server/index.js";
  const before = fs.statSync(bundle).mtimeMs;
  const run = spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain("The build matches the sources: not rebuilding.");
  expect(fs.statSync(bundle).mtimeMs).toBe(before);
});
