// What JavaScript a page makes the browser load, and what it weighs over the wire. Shared by the
// JS budget test (tests/e2e/server/js-budget.test.ts) and `npm run bench`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The budget of issue 15: gzipped JavaScript per public page. React DOM is about 69 KB of it; a
 * public page loads no router (docs/decisions/027-islands-on-public-pages.md).
 */
export const JS_BUDGET_GZIP_BYTES = 100 * 1024;

const CLIENT_DIR = path.resolve("build/client");

/** The islands build's manifest (vite.islands.config.ts): its entry's files and each island's. Read once. */
let islandsBuild;
function islandsManifest() {
  islandsBuild ??= JSON.parse(fs.readFileSync(path.resolve("build/islands.json"), "utf8"));
  return islandsBuild;
}

/**
 * Every same-origin script a page's HTML loads: <script src>, modulepreload links and inline
 * imports, and for the islands script, the code of each island the page has.
 */
function scriptsOf(html) {
  const urls = new Set();
  const islands = islandsManifest();
  // Started by an inline script after the first paint (app/islands/islands-script.tsx).
  if (html.includes(`"${islands.entry}"`)) {
    for (const url of islands.entryFiles) urls.add(url);
    for (const [, name] of html.matchAll(/\bdata-island="([\w-]+)"/g)) {
      const files = islands.islands[name];
      if (!files) throw new Error(`The page has an island "${name}" that the islands build does not know`);
      for (const url of files) urls.add(url);
    }
  }
  const patterns = [
    /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g,
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g,
    /\bimport\s*\(\s*"(\/assets\/[^"]+\.js)"\s*\)/g,
    /\bimport\s+\*\s+as\s+\w+\s+from\s+"(\/assets\/[^"]+\.js)"/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) urls.add(match[1]);
  return [...urls].sort();
}

/** The size of an asset as served: its build-time .gz copy (gzip -9), or gzip -9 of the file. */
function gzipSize(url) {
  const file = path.join(CLIENT_DIR, url);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function brotliSize(url) {
  const file = path.join(CLIENT_DIR, url);
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file)).length;
}

export async function pageJavaScript(origin, pagePath) {
  const response = await fetch(`${origin}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const files = scriptsOf(await response.text());
  return {
    files,
    gzipBytes: files.reduce((sum, url) => sum + gzipSize(url), 0),
    brotliBytes: files.reduce((sum, url) => sum + brotliSize(url), 0),
  };
}

/** React Router's route manifest of the build (route modules and what each imports). */
function buildManifest() {
  const assets = path.join(CLIENT_DIR, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No route manifest in build/client/assets: run `npm run build` first.");
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

/** Scripts only the admin area uses: admin route modules and imports no other route or the entry shares. */
export function adminOnlyScripts(manifest = buildManifest()) {
  const routes = Object.values(manifest.routes);
  const isAdmin = (route) => route.id.startsWith("routes/admin/");
  const shared = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routes.filter((route) => !isAdmin(route))) {
    shared.add(route.module);
    for (const url of route.imports ?? []) shared.add(url);
  }
  const adminOnly = new Set();
  for (const route of routes.filter(isAdmin)) {
    for (const url of [route.module, ...(route.imports ?? [])]) if (!shared.has(url)) adminOnly.add(url);
  }
  return adminOnly;
}
