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
