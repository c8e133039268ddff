// The shape of app/features (docs/decisions/068-feature-graph.md), checked by `npm run lint`:
// - no cycle between features: which feature imports which, and through which files; it fails
//   naming the imports that close a cycle, type imports included (a feature's types are part of
//   what it offers). file-cycles.mjs sees cycles between files only: two features can import each
//   other through four different files without any file cycle;
// - no feature folder over 3,000 lines (tests included): past that it is several features.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cycles, importsIn, resolveImport, root } from "./import-graph.mjs";

const featuresDir = path.join(root, "app/features");

/** Every source file of a feature, tests aside (nothing imports a test). */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The feature a path lies in, or undefined outside app/features. */
function featureOf(file) {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith("..") || !rel.includes(path.sep)) return undefined;
  return rel.split(path.sep)[0];
}

/** edges: Map<from feature, Map<to feature, [file → specifier]>> */
export function featureGraph() {
  const edges = new Map();
  for (const feature of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of sourceFiles(path.join(featuresDir, feature.name))) {
      const text = fs.readFileSync(file, "utf8");
      for (const specifier of importsIn(text)) {
        const target = resolveImport(file, specifier);
        const to = target && featureOf(target);
        if (!to || to === feature.name) continue;
        const from = edges.get(feature.name) ?? new Map();
        edges.set(feature.name, from);
        const list = from.get(to) ?? [];
        from.set(to, list);
        list.push(`${path.relative(root, file)} → ${specifier}`);
      }
    }
  }
  return edges;
}

/** A feature past this many lines (every file, tests included) is several features in one folder. */
export const MAX_FEATURE_LINES = 3_000;

/** Each feature folder's lines, every file counted. */
export function featureSizes() {
  const count = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const full = path.join(dir, entry.name);
      return sum + (entry.isDirectory() ? count(full) : fs.readFileSync(full, "utf8").split("\n").length - 1);
    }, 0);
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ feature: entry.name, lines: count(path.join(featuresDir, entry.name)) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const { feature, lines } of featureSizes()) {
    if (process.argv.includes("--print")) console.log(`${feature}: ${lines} lines`);
    if (lines > MAX_FEATURE_LINES) {
      console.error(
        `app/features/${feature} has ${lines} lines, over ${MAX_FEATURE_LINES}: split it into features named for what they do (ADR 068).`,
      );
      failed = true;
    }
  }
  const edges = featureGraph();
  if (process.argv.includes("--print")) {
    for (const [from, tos] of [...edges].sort()) {
      for (const [to, imports] of [...tos].sort()) console.log(`${from} → ${to} (${imports.length})`);
    }
  }
  const found = cycles(edges);
  if (found.length === 0) process.exit(failed ? 1 : 0);
  for (const component of found) {
    console.error(`Features import each other in a cycle: ${component.join(", ")}`);
    for (const from of component) {
      for (const [to, imports] of edges.get(from) ?? []) {
        if (component.includes(to)) for (const line of imports) console.error(`  ${from} → ${to}: ${line}`);
      }
    }
  }
  console.error("A feature may import another only if that one imports it back through no path (ADR 068).");
  process.exit(1);
}
