import type { Island } from "#app/utils/island";

/** Any island: its props are checked where the page places it, not here. */
type SomeIsland = Pick<Island<never>, "islandName" | "Component" | "hydrate">;

/** What an island file exports: its island, and perhaps types and helpers beside it. */
type IslandModule = Record<string, unknown>;

/** The island's name is its file's: app/features/lead-forms/lead-form.island.tsx is "lead-form". */
const ISLAND_FILE = /\/([\w-]+)\.island\.tsx$/;

/** The island a module exports (the value defineIsland made); a file holds one. */
export const islandOf = (module: IslandModule): SomeIsland | undefined =>
  Object.values(module).find(
    (value): value is SomeIsland => typeof value === "function" && "islandName" in value && "Component" in value,
  );

/**
 * Every island the browser can hydrate, by name, each loaded on its own: a page downloads the
 * code of the islands it has and no other. An island is any `*.island.tsx` file under app/ (Vite
 * gathers them here at build time), named by its file name, which is also the name of its chunk
 * in the build (vite.islands.config.ts); registry.test.tsx checks that each file's island says
 * the same name, which the server writes into the page (data-island).
 */
export const ISLANDS: Record<string, () => Promise<SomeIsland | undefined>> = Object.fromEntries(
  Object.entries(import.meta.glob<IslandModule>("/app/**/*.island.tsx")).map(([file, load]) => [
    ISLAND_FILE.exec(file)?.[1] ?? file,
    () => load().then(islandOf),
  ]),
);
