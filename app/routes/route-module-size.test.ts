import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Issue 23: no module under app/routes is over 200 lines. A route that grows past it is doing a
 * feature's work (move it to app/features) or holds several screens' parts (split them beside it).
 */
const MAX_LINES = 200;

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const where = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : modules(where);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [where] : [];
  });
}

test(`every module under app/routes is at most ${MAX_LINES} lines`, () => {
  const found = modules("app/routes");
  expect(found.length).toBeGreaterThan(50);
  const long = found
    .map((file) => ({ file, lines: fs.readFileSync(file, "utf8").trimEnd().split("\n").length }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
