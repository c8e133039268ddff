import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ISLANDS } from "./registry";

describe("the islands registry", () => {
  test.each(Object.keys(ISLANDS))("%s loads the island of that name", async (name) => {
    const island = await ISLANDS[name]!();
    // The browser finds an island by the name the server wrote (data-island): the two must agree.
    expect(island.islandName).toBe(name);
  });
});

describe("an island on the server", () => {
  test("is its component inside a wrapper that names it and carries its props as JSON", async () => {
    const { PicksBarIsland } = await import("#app/features/colleges/picks-bar");
    const html = renderToStaticMarkup(<PicksBarIsland pathname="/compare" />);
    expect(html).toBe(
      '<div class="island" data-island="picks-bar" data-props="{&quot;pathname&quot;:&quot;/compare&quot;}"></div>',
    );
  });
});
