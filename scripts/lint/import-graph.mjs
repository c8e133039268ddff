// The import graph of our own files, read with a regular expression rather than a parser, for
// the checks of scripts/lint/: cycles between files (file-cycles.mjs) and between features
// (feature-graph.mjs). ESLint's import-x/no-cycle did the first with a full parse and resolver of
// every file it follows: half of lint's CPU (docs/decisions/091-file-cycles-without-eslint.md).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, with whether the
 * statement is type-only (`import type`, `export type`): erased from the JavaScript, so it cannot
 * close a cycle at run time. An inline `{ type A }` is not: with verbatimModuleSyntax the import
 * stays, as `import {} from "x"`.
 */
const IMPORT =
  /(?:^|[\s;])(import|export)(\s+type)?\s[^"'`;]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Comments go first: a path named in a comment is not an import. */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g;

/**
 * The specifiers a file imports, as written: all of them, or (`runtimeOnly`) those that stay in
 * the JavaScript.
 */
export function importsIn(text, { runtimeOnly = false } = {}) {
  const found = [];
  for (const match of text.replace(COMMENT, "").matchAll(IMPORT)) {
    if (runtimeOnly && match[2]) continue;
    found.push(match[3] ?? match[4] ?? match[5]);
  }
  return found;
}

const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".jsx"];

/**
 * The file a specifier names, from `from`: `#app/…` (package.json "imports") and relative paths,
 * extensionless as Vite resolves them, or a folder's index. Undefined for packages and for what
 * does not exist (a generated file, a virtual module).
 */
export function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith("#app/")) base = path.join(root, "app", specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension)];
  candidates.push(...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)));
  return candidates.find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
export function cycles(edges) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (node) => {
    info.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
      }
    }
    if (info.get(node).low === info.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!info.has(node)) visit(node);
  return found;
}
