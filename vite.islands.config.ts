import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * The islands script of public pages (docs/decisions/027-islands-on-public-pages.md), built after
 * `react-router build` into the same build/client/assets: app/islands/entry.client.ts, with each
 * island (each `*.island.tsx` file, gathered by app/islands/registry.ts) in a chunk of its own.
 * build/islands.json tells the server the entry's address and tells the JavaScript budget
 * (scripts/lib/page-javascript.mjs) what each island weighs.
 */
/**
 * React in the islands script is Preact's React layer (ADR 042, issue 27): a tenth of React DOM's
 * start-up work on a phone. Only here: `react-router build` (the server, the admin area) and the
 * type checker keep React. app/islands/react-on-preact.ts mends where Preact differs.
 */
const REACT_ON_PREACT = path.resolve("app/islands/react-on-preact.ts");
const reactOnPreact = [
  { find: /^react$/, replacement: REACT_ON_PREACT },
  { find: /^react-dom$/, replacement: REACT_ON_PREACT },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

export default defineConfig({
  publicDir: false,
  resolve: { alias: reactOnPreact },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    // The browser preloads an island's own imports when it loads the island; no polyfill needed.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: "app/islands/entry.client.ts",
      output: {
        entryFileNames: "assets/islands-[hash].js",
        // An island's chunk is named after its file (main-nav.island.tsx: island-main-nav-….js).
        chunkFileNames: (chunk) => `assets/island-${chunk.name.replace(/\.island$/, "")}-[hash].js`,
      },
    },
  },
  plugins: [islandsManifest("build/islands.json")],
});

/**
 * Writes the entry's address and, for each island (by its file's name, as data-island names it),
 * every file it loads: its chunk, the chunks those import, and what it may load later (a lead
 * form's rules, on focus).
 */
function islandsManifest(file: string): Plugin {
  // Rollup names an island's chunk after its file: main-nav.island.tsx is "main-nav.island".
  const islandName = (chunk: { name: string }) => chunk.name.replace(/\.island$/, "");
  return {
    name: "islands-manifest",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const filesOf = (fileName: string, { lazy }: { lazy: boolean }, seen = new Set<string>()): string[] => {
        if (seen.has(fileName)) return [];
        seen.add(fileName);
        const chunk = byFile.get(fileName);
        const next = [...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : [])];
        return [`/${fileName}`, ...next.flatMap((name) => filesOf(name, { lazy }, seen))];
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("islands build: no entry chunk");
      const entryFiles = filesOf(entry.fileName, { lazy: false });
      // The islands are what the entry loads lazily (app/islands/registry.ts): the *.island.tsx
      // files, each named, as the page's data-island names it, by its file name.
      const islands = Object.fromEntries(
        entry.dynamicImports.map((fileName) => [
          islandName(byFile.get(fileName)!),
          // The entry's files are loaded already (and lead back to every island): not followed.
          filesOf(fileName, { lazy: true }, new Set(entryFiles.map((url) => url.slice(1)))),
        ]),
      );
      const manifest = { entry: `/${entry.fileName}`, entryFiles, islands };
      fs.writeFileSync(path.resolve(file), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
