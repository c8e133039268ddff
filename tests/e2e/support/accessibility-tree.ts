import type { Locator } from "playwright-core";

/**
 * What Chromium itself tells assistive technology about an element (its accessibility tree, over
 * the DevTools protocol): the role and the expanded state. Unlike the page's attributes, this
 * holds the state the browser derives from native controls (<details>, popovers, <dialog>), so it
 * answers with JavaScript off too.
 */
export async function chromiumAccessibility(
  locator: Locator,
): Promise<{ role: string | undefined; name: string | undefined; expanded: boolean | undefined }> {
  const page = locator.page();
  const probe = `ax-${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, value) => element.setAttribute("data-ax-probe", value), probe);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${probe}"]`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value as
      boolean | undefined;
    return { role: node?.role?.value as string | undefined, name: node?.name?.value as string | undefined, expanded };
  } finally {
    await cdp.detach();
    await locator.evaluate((element) => element.removeAttribute("data-ax-probe"));
  }
}
