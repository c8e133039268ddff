import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ISLANDS, islandOf } from "./registry";

/** Every island file, loaded now: what the registry loads lazily in the browser. */
const ISLAND_FILES = import.meta.glob<Record<string, unknown>>("/app/**/*.island.tsx", { eager: true });

describe("islands by file name", () => {
  test("there are islands, and the registry names each by its file", () => {
    const names = Object.keys(ISLAND_FILES).map((file) =>
      file
        .split("/")
        .at(-1)!
        .replace(/\.island\.tsx$/, ""),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(Object.keys(ISLANDS).sort()).toEqual(names.sort());
  });

  test.each(Object.entries(ISLAND_FILES))("%s exports one island, named as the file is", (file, module) => {
    const islands = Object.values(module).filter((value) => typeof value === "function" && "islandName" in value);
    expect(islands).toHaveLength(1);
    // The browser finds an island by the name the server wrote (data-island): the file's name.
    expect(islandOf(module)?.islandName).toBe(
      file
        .split("/")
        .at(-1)!
        .replace(/\.island\.tsx$/, ""),
    );
  });

  test.each(Object.entries(ISLAND_FILES))("%s declares when it hydrates", (_file, module) => {
    expect(["load", "visible", "interaction", "idle"]).toContain(islandOf(module)?.hydrate);
  });

  test.each(Object.keys(ISLANDS))("%s loads the island of that name", async (name) => {
    expect((await ISLANDS[name]!())?.islandName).toBe(name);
  });
});

describe("an island on the server", () => {
  test("is its component inside a wrapper that names it, says when it hydrates and carries its props as JSON", async () => {
    const { PicksBarIsland } = await import("#app/features/shortlist/picks-bar.island");
    const strings = { label: "My colleges", shortlist: "Shortlist", compare: "Compare" };
    const html = renderToStaticMarkup(<PicksBarIsland pathname="/compare" strings={strings} />);
    expect(html).toBe(
      '<div class="island" data-island="picks-bar" data-hydrate="idle" data-props="' +
        "{&quot;pathname&quot;:&quot;/compare&quot;,&quot;strings&quot;:{&quot;label&quot;:&quot;My colleges&quot;," +
        '&quot;shortlist&quot;:&quot;Shortlist&quot;,&quot;compare&quot;:&quot;Compare&quot;}}"></div>',
    );
  });
});
