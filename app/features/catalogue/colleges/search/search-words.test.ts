import { expect, test } from "vitest";
import { catalogueWords, queryWords } from "./search-words";

test("a query and the catalogue meet on one word for each spelling, place name and plural", () => {
  expect(queryWords("Best B.Tech colleges in Bangalore")).toEqual(["btech", "bengaluru"]);
  expect(queryWords("b tech bombay")).toEqual(["btech", "mumbai"]);
  expect(queryWords("BE CSE")).toEqual(["btech", "cse"]);
  expect(queryWords("top 10 engg colleges")).toEqual(["10", "engineering"]);
  expect(queryWords("Sciences Universities")).toEqual(["science", "university"]);
  expect(queryWords("colleges in india")).toEqual([]);
  expect(queryWords("a b c d e f g h i j k l")).toHaveLength(8);

  expect(catalogueWords("B.E. Computer Science")).toEqual(["btech", "computer", "science"]);
  expect(catalogueWords("Christ (Deemed to be University)")).toEqual(["christ", "deemed", "to", "be", "university"]);
  expect(catalogueWords("Indian Institute of Technology Madras")).toEqual(expect.arrayContaining(["chennai", "iit"]));
  expect(catalogueWords("All India Institute of Medical Sciences, New Delhi")).toContain(queryWords("AIIMS")[0]);
});
