import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { fileGraph } from "../../scripts/lint/file-cycles.mjs";
import { cycles } from "../../scripts/lint/import-graph.mjs";

/**
 * `npm run lint`'s check that no files import each other in a cycle (scripts/lint/file-cycles.mjs,
 * ADR 091), on files written for it: it must find a loop through three files, and must not count
 * what does not run (a type-only import, an import in a comment) nor a package.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>): string[] {
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  });
}

const names = (found: string[][]) => found.map((component) => component.map((file) => path.relative(dir, file)));

test("a loop through three files is a cycle, found with its files", () => {
  const files = write({
    "loop/a.ts": 'import { b } from "./b";\nexport const a = () => b();\n',
    "loop/b.ts": 'export { c as b } from "./c";\n',
    "loop/c.tsx": 'import "./a";\nexport const c = () => 1;\n',
    "loop/outside.ts": 'import { a } from "./a";\nimport React from "react";\n',
  });
  expect(names(cycles(fileGraph(files)))).toEqual([["loop/a.ts", "loop/b.ts", "loop/c.tsx"]]);
});

test("a type-only import, a commented one and a dynamic one each count as they run", () => {
  const typeOnly = write({
    "types/a.ts":
      'import type { B } from "./b";\n/* import { b } from "./b"; */\n// import "./b";\nexport type A = B;\n',
    "types/b.ts": 'import { type A } from "./a";\nexport type B = A;\n',
  });
  // `import type` is erased, comments never ran; `import { type A }` stays as `import {} from "./a"`
  // (verbatimModuleSyntax), but nothing imports b back at run time: no loop.
  expect(cycles(fileGraph(typeOnly))).toEqual([]);
  const dynamic = write({
    "dynamic/a.ts": 'export const load = () => import("./b");\n',
    "dynamic/b.ts": 'export { load } from "./a";\n',
  });
  expect(names(cycles(fileGraph(dynamic)))).toEqual([["dynamic/a.ts", "dynamic/b.ts"]]);
});
