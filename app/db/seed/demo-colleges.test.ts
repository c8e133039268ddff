import { expect, test } from "vitest";
import { NAMES_ON_HINDI_PAGES } from "../../../tests/e2e/support/english-words";
import { demoColleges, demoCollegesHindi } from "./demo-colleges";
import { demoFacts } from "./demo-facts";

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

test("a demo college's NAAC grade is the one its catalogue entry names, A+ and A++ included", () => {
  const gradeOf = (name: string) => {
    const index = demoColleges.findIndex((college) => college.name === name);
    return demoFacts(demoColleges[index]!, index).accreditations?.find((row) => row.body === "naac")?.grade;
  };
  expect(gradeOf("Birla Institute of Technology and Science, Pilani")).toBe("A");
  for (const college of demoColleges) {
    const named = /NAAC (A\+\+|A\+|A)(?![\w+])/.exec(college.verifiedBy)?.[1];
    if (named) expect(gradeOf(college.name), college.name).toBe(named);
  }
  expect(
    demoColleges.some((college) => college.verifiedBy.includes("NAAC A+") && !college.verifiedBy.includes("A++")),
  ).toBe(true);
});
