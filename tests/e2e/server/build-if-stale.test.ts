import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { STAMP, buildMatchesSources, sourcesHash } from "../../../scripts/lib/build-sources.mjs";
import { tempDir } from "../support/server";

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

// The decision itself, on a small tree of its own: what `npm run build` would leave behind.
describe("whether the build matches the sources", () => {
  function builtTree(): string {
    const root = tempDir();
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("app/routes/home.tsx", "export default function Home() {}\n");
    write("app/routes/home.test.tsx", "test('home')\n");
    write("package.json", "{}\n");
    write("build/server/index.js", "export {};\n");
    write(STAMP, sourcesHash(root));
    return root;
  }

  test("it matches right after the build", () => {
    expect(buildMatchesSources(builtTree())).toBe(true);
  });

  test("a changed, added or removed source, or a new lock file, needs a build", () => {
    const changed = builtTree();
    fs.appendFileSync(path.join(changed, "app/routes/home.tsx"), "// edited\n");
    expect(buildMatchesSources(changed)).toBe(false);

    const added = builtTree();
    fs.writeFileSync(path.join(added, "app/routes/about.tsx"), "export default function About() {}\n");
    expect(buildMatchesSources(added)).toBe(false);

    const removed = builtTree();
    fs.rmSync(path.join(removed, "app/routes/home.tsx"));
    expect(buildMatchesSources(removed)).toBe(false);

    const locked = builtTree();
    fs.writeFileSync(path.join(locked, "package-lock.json"), "{}\n");
    expect(buildMatchesSources(locked)).toBe(false);
  });

  test("a test beside the code, or a file outside the inputs, changes nothing", () => {
    const root = builtTree();
    fs.appendFileSync(path.join(root, "app/routes/home.test.tsx"), "test('more')\n");
    fs.writeFileSync(path.join(root, "README.md"), "# notes\n");
    expect(buildMatchesSources(root)).toBe(true);
  });

  test("a fresh clone (no build) or a build stopped half-way (no server bundle) needs a build", () => {
    const fresh = builtTree();
    fs.rmSync(path.join(fresh, "build"), { recursive: true });
    expect(buildMatchesSources(fresh)).toBe(false);

    const halfWay = builtTree();
    fs.rmSync(path.join(halfWay, "build/server/index.js"));
    expect(buildMatchesSources(halfWay)).toBe(false);
  });
});
