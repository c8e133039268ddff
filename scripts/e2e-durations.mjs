// Writes tests/e2e/durations.json from vitest's record of the last browser-test run on this
// machine (node_modules/.vite/vitest/*/results.json). vitest.e2e.config.ts starts the longest files
// first by it; a fresh clone has no record of its own, and without one vitest started the largest
// files first, which left a 30-second file to start last (docs/decisions/043-test-order.md).
// Run it after a full `npm run test:e2e` when files were added or grew.
import fs from "node:fs";
import path from "node:path";

const cacheDir = "node_modules/.vite/vitest";
const record = fs.existsSync(cacheDir)
  ? fs
      .readdirSync(cacheDir)
      .map((dir) => path.join(cacheDir, dir, "results.json"))
      .find((file) => fs.existsSync(file))
  : undefined;
if (!record) {
  console.error("No record of a browser-test run: run `npm run test:e2e` first.");
  process.exit(1);
}
const durations = Object.fromEntries(
  JSON.parse(fs.readFileSync(record, "utf8"))
    .results.filter(([key]) => /^e2e(-alone)?:/.test(key))
    .map(([key, { duration }]) => [key.replace(/^[^:]+:/, ""), Math.round(duration / 100) / 10])
    // The record keeps every file ever run here, scratch copies and removed files among them.
    .filter(([file]) => fs.existsSync(file))
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
fs.writeFileSync("tests/e2e/durations.json", `${JSON.stringify(durations, null, 2)}\n`);
console.log(`tests/e2e/durations.json: ${Object.keys(durations).length} files.`);
