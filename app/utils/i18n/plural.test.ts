import { expect, test } from "vitest";
import { plural } from "./plural";
import { collegesEn } from "./en/colleges";
import { collegesHi } from "./hi/colleges";

test("plurals follow each language's rules: English one is 1 alone, Hindi one is 0 and 1", () => {
  const forms = { one: "one", other: "other" };
  expect([0, 1, 2, 5].map((n) => plural("en", n, forms))).toEqual(["other", "one", "other", "other"]);
  expect([0, 1, 2, 5].map((n) => plural("hi", n, forms))).toEqual(["one", "one", "other", "other"]);
});

test("the catalogue counts colleges with them; Hindi writes the number in Indian grouping", () => {
  expect(collegesEn.search.found(1, true)).toBe("1 college found");
  expect(collegesEn.search.found(12500, false)).toBe("12500 colleges");
  expect(collegesHi.search.found(1, true)).toBe("1 कॉलेज मिला");
  expect(collegesHi.search.found(125000, true)).toBe("1,25,000 कॉलेज मिले");
});
