import fs from "node:fs";
import path from "node:path";
import type { IslandsAssets } from "#app/utils/island";

/**
 * The islands script's address. The production build writes build/islands.json
 * (vite.islands.config.ts) beside the React Router build; development serves the source through Vite.
 */
const ISLANDS_MANIFEST = "build/islands.json";

let built: IslandsAssets | undefined;

export function islandsAssets(): IslandsAssets {
  if (import.meta.env.DEV) {
    return {
      entry: "/app/islands/entry.client.ts",
      preamble: "/@id/__x00__virtual:react-router/inject-hmr-runtime",
    };
  }
  built ??= { entry: (JSON.parse(fs.readFileSync(path.resolve(ISLANDS_MANIFEST), "utf8")) as { entry: string }).entry };
  return built;
}
