import type { Page } from "playwright-core";

/**
 * The characters a public page may show: those the fonts it names have on every phone we know
 * (Latin with its accents, Devanagari, general punctuation such as dashes and curly quotes, the
 * rupee sign and the minus sign). Any other character, a "♡" or a "↗" say, is in none of them,
 * so the browser searches the phone's fonts for it the first time it is laid out: 7-34 ms on
 * this machine, after the first paint when an island shows it
 * (docs/decisions/099-no-glyph-the-page-fonts-lack.md). A symbol is drawn as an icon instead
 * (app/components/layout/icons.tsx). Read by the public walk (every page as first met, answers
 * and tabs shown) and by island-hydration.test.ts (a college saved and compared, with the picks
 * bar). Text staff type into the catalogue is not read here.
 */
const PAGE_FONT_CHARACTERS: readonly (readonly [first: number, last: number])[] = [
  [0x0000, 0x024f], // Latin, with Latin-1 and the Latin Extended blocks
  [0x0900, 0x097f], // Devanagari
  [0x2000, 0x206f], // general punctuation, the joiners among them
  [0x20b9, 0x20b9], // ₹
  [0x2212, 0x2212], // − (the minus sign)
];

const inPageFonts = (character: string) => {
  const code = character.codePointAt(0)!;
  return PAGE_FONT_CHARACTERS.some(([first, last]) => code >= first && code <= last);
};

/**
 * Each character of the page's text (every text node, shown or hidden, so an island's words
 * count once it has rendered) that the page's fonts lack: one line per character, with its code
 * point and the text it is in.
 */
export async function glyphsOutsidePageFonts(page: Page): Promise<string[]> {
  const texts: string[] = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, noscript, template")) continue;
      found.push(node.textContent ?? "");
    }
    return found;
  });
  const lines = new Map<string, string>();
  for (const text of texts) {
    for (const character of text) {
      if (inPageFonts(character) || lines.has(character)) continue;
      const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
      lines.set(character, `"${character}" (U+${code}) in "${text.trim().slice(0, 60)}"`);
    }
  }
  return [...lines.values()];
}

/**
 * The fonts that draw the text of the elements `selector` matches, as Chromium reports them
 * (`CSS.getPlatformFontsForNode`): one "family size weight" line per font, "Noto Sans 14.4px 600"
 * say. Each is a font Chromium sets up the first time it lays that text out (ADR 100).
 */
export async function fontsDrawing(page: Page, selector: string): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
    const fonts = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts: drawing } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      if (drawing.length === 0) continue;
      const { computedStyle } = await cdp.send("CSS.getComputedStyleForNode", { nodeId });
      const style = (name: string) => computedStyle.find((property) => property.name === name)?.value;
      for (const font of drawing) fonts.add(`${font.familyName} ${style("font-size")} ${style("font-weight")}`);
    }
    return fonts;
  } finally {
    await cdp.detach();
  }
}
