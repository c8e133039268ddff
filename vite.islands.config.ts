import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * The islands script of public pages (docs/decisions/027-islands-on-public-pages.md), built after
 * `react-router build` into the same build/client/assets: app/islands/entry.client.ts, with each
 * island in a chunk of its own. build/islands.json tells the server the entry's address and tells
 * the JavaScript budget (scripts/lib/page-javascript.mjs) what each island weighs.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    // The browser preloads an island's own imports when it loads the island; no polyfill needed.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: "app/islands/entry.client.ts",
      output: {
        entryFileNames: "assets/islands-[hash].js",
        chunkFileNames: "assets/island-[name]-[hash].js",
      },
    },
  },
  plugins: [islandsManifest("build/islands.json")],
});

/**
 * Writes the entry's address and, for each island (its chunk's name), every file it loads: its
 * chunk, the chunks those import, and what it may load later (a lead form's rules, on focus).
 */
function islandsManifest(file: string): Plugin {
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
      // The islands are what the entry loads lazily (app/islands/registry.ts).
      const islands = Object.fromEntries(
        entry.dynamicImports.map((fileName) => [
          byFile.get(fileName)!.name,
          // The entry's files are loaded already (and lead back to every island): not followed.
          filesOf(fileName, { lazy: true }, new Set(entryFiles.map((url) => url.slice(1)))),
        ]),
      );
      const manifest = { entry: `/${entry.fileName}`, entryFiles, islands };
      fs.writeFileSync(path.resolve(file), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
