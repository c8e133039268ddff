import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { countOf, nounFor } from "./counts";

test("counts follow each language's plural rule: 1 lead, 2 leads, 1 row; Hindi in its own words", () => {
  expect([0, 1, 2, 12500].map((n) => countOf(n, "lead"))).toEqual(["0 leads", "1 lead", "2 leads", "12,500 leads"]);
  expect(countOf(1, "row")).toBe("1 row");
  expect(countOf(1, "day")).toBe("1 day");
  expect(nounFor(1, "application")).toBe("application");
  expect(countOf(1, "row", "hi")).toBe("1 पंक्ति");
  expect(countOf(3, "row", "hi")).toBe("3 पंक्तियाँ");
  expect(countOf(125000, "lead", "hi")).toBe("1,25,000 लीड");
});

/** Staff pages and e-mails: the admin routes and components, and each feature's pages and e-mail modules. */
function staffSources(): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return [
    ...files(path.join(root, "routes/admin")),
    ...files(path.join(root, "components/admin")),
    ...files(path.join(root, "features")).filter((file) => /\.tsx$|email|digest|retention|escalation/.test(file)),
  ];
}

test("no staff page or e-mail writes a counted number before a fixed plural (it would say 1 leads)", () => {
  // A number put in JSX or a template, then "leads", "rows" or "applications" as fixed words (not
  // a rows={3} attribute). A constant (ALL_CAPS: "at most {BULK_MAX} leads") is never 1 and may stay.
  const fixedPlural = /(?:\$\{|\{)(?![A-Z][A-Z0-9_]*\b)[^{}]*\}\s(?:leads|rows|applications)\b(?!=)/;
  const found = staffSources().flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => fixedPlural.test(line))
      .map((line) => `${path.basename(file)}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});
