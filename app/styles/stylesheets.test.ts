import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Our stylesheets use no CSS nesting, so a rule inside another rule is a brace left open (a merge
 * once did this, and the browser then applied every later admin rule only inside one element).
 * At-rules (@media, @supports, @layer, @font-face, @keyframes) may hold rules.
 */
function nestedRules(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const stack: string[] = [];
  const found: string[] = [];
  let prelude = "";
  for (const char of text) {
    if (char === "{") {
      const selector = prelude.trim();
      const parent = stack.at(-1);
      if (parent !== undefined && !parent.startsWith("@") && !selector.startsWith("@")) {
        found.push(`"${selector}" inside "${parent}"`);
      }
      stack.push(selector);
      prelude = "";
    } else if (char === "}") {
      stack.pop();
      prelude = "";
    } else if (char === ";") {
      prelude = "";
    } else {
      prelude += char;
    }
  }
  if (stack.length > 0) found.push(`unclosed: "${stack.join(" > ")}"`);
  return found;
}

const dir = path.dirname(new URL(import.meta.url).pathname);
const sheets = fs.readdirSync(dir).filter((file) => file.endsWith(".css"));

test("the check finds a rule left open", () => {
  expect(nestedRules(".a { color: red;\n.b { color: blue; }")).toEqual([`".b" inside ".a"`, `unclosed: ".a"`]);
  expect(nestedRules("@media (min-width: 1px) { .a { color: red; } }")).toEqual([]);
});

test.each(sheets)("%s has no rule inside another rule and no brace left open", (file) => {
  expect(sheets.length).toBeGreaterThanOrEqual(2);
  expect(nestedRules(fs.readFileSync(path.join(dir, file), "utf8"))).toEqual([]);
});

/**
 * The public stylesheet's sizes and weights come from its type scale (ADR 100): each size at each
 * weight is one more font to set up before a page's first paint, in each script the page writes.
 * Allowed: the scale's variables, 1rem (the body's), `inherit`, the headings' `clamp()`s and the
 * print sheet's points.
 */
test("app.css writes its text in the type scale's sizes and weights 400 and 600", () => {
  const css = fs.readFileSync(path.join(dir, "app.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const sizes = [...css.matchAll(/font-size:\s*([^;}]+)/g)].map((match) => (match[1] ?? "").trim());
  const weights = [...css.matchAll(/font-weight:\s*([^;}]+)/g)].map((match) => (match[1] ?? "").trim());
  const offScale = sizes.filter(
    (size) => !/^(var\(--text-(xs|sm|md|lg|xl|2xl)\)|1rem|inherit|clamp\(.+\)|\d+pt)$/.test(size),
  );
  expect(sizes.length).toBeGreaterThan(50);
  expect(offScale).toEqual([]);
  expect(weights.filter((weight) => !["400", "600", "inherit"].includes(weight))).toEqual([]);
  expect(new Set(sizes.filter((size) => size.startsWith("clamp("))).size).toBeLessThanOrEqual(3);
});
