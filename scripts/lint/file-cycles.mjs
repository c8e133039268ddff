// No cycle between our files at run time, checked by `npm run lint` (ADR 016; ESLint's
// import-x/no-cycle did it before: docs/decisions/091-file-cycles-without-eslint.md). Two
// modules that import each other, directly or round a longer loop, see each other half-loaded,
// in an order that depends on which was imported first. Fails naming each cycle's files and the
// imports that close it; type-only imports are erased and do not count.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cycles, importsIn, resolveImport, root } from "./import-graph.mjs";

/** Our source files: what git tracks or would track (so not build/, node_modules/, data/). */
function sourceFiles() {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => /\.(ts|tsx|js|mjs|jsx)$/.test(file) && !file.startsWith(".react-router/"))
    .map((file) => path.join(root, file))
    .filter((file) => fs.existsSync(file));
}

/** edges: Map<file, Map<imported file, specifier>>, run-time imports only. */
export function fileGraph(files = sourceFiles()) {
  const edges = new Map();
  for (const file of files) {
    const to = new Map();
    for (const specifier of importsIn(fs.readFileSync(file, "utf8"), { runtimeOnly: true })) {
      const target = resolveImport(file, specifier);
      if (target && target !== file) to.set(target, specifier);
    }
    edges.set(file, to);
  }
  return edges;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edges = fileGraph();
  const found = cycles(edges);
  for (const component of found) {
    console.error(
      `Files import each other in a cycle: ${component.map((file) => path.relative(root, file)).join(", ")}`,
    );
    for (const from of component) {
      for (const [to, specifier] of edges.get(from)) {
        if (component.includes(to)) console.error(`  ${path.relative(root, from)} imports "${specifier}"`);
      }
    }
  }
  if (found.length > 0) {
    console.error("Break each cycle: move what both need into a module of its own, or import a type as `import type`.");
    process.exit(1);
  }
  console.log(`${edges.size} files, no import cycle between them.`);
}
