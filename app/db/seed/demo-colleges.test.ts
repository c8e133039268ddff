import { expect, test } from "vitest";
import { NAMES_ON_HINDI_PAGES } from "../../../tests/e2e/support/english-words";
import { demoColleges, demoCollegesHindi } from "./demo-colleges";

/**
 * The demo catalogue's Hindi (issue 44, item 7): every college has its texts in Hindi, and they
 * hold no English word but the names a Hindi page may show in Latin letters (exams, degrees), so
 * its Hindi page needs no English marked as such.
 */

test("every demo college has its eight texts in Hindi, and no Hindi text names a college the catalogue lacks", () => {
  const names = demoColleges.map((college) => college.name);
  expect(Object.keys(demoCollegesHindi).sort()).toEqual([...names].sort());
  for (const [name, texts] of Object.entries(demoCollegesHindi)) {
    expect(Object.keys(texts).length, name).toBe(8);
    for (const [field, text] of Object.entries(texts)) expect(text.length, `${name} ${field}`).toBeGreaterThan(40);
  }
});

test("the Hindi texts hold no English word but the names a Hindi page may show", () => {
  const latin = Object.entries(demoCollegesHindi).flatMap(([name, texts]) =>
    Object.values(texts).flatMap((text) =>
      (text.match(/[A-Za-z][A-Za-z.'’+-]*[A-Za-z]|[A-Za-z]/g) ?? [])
        .map((word) => word.toLowerCase().replace(/[.'’]+$/, ""))
        .filter((word) => !NAMES_ON_HINDI_PAGES.has(word) && !NAMES_ON_HINDI_PAGES.has(`${word}.`))
        .map((word) => `${name}: ${word}`),
    ),
  );
  expect(latin).toEqual([]);
});
