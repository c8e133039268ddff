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

test("Hindi reads as the English it means, in Devanagari and in Latin letters (issue 26)", () => {
  expect(queryWords("बेंगलुरु इंजीनियरिंग")).toEqual(queryWords("bengaluru engineering"));
  expect(queryWords("मेडिकल कॉलेज कर्नाटक")).toEqual(queryWords("medical colleges karnataka"));
  expect(queryWords("बैंगलोर में सबसे अच्छे एमबीए कॉलेज")).toEqual(["bengaluru", "mba"]);
  // The nukta is typed both ways; a degree with its dot is one word.
  expect(queryWords("फ़ीस बी.टेक मुंबई")).toEqual(["btech", "mumbai"]);
  expect(queryWords("फीस बीटेक बंबई")).toEqual(["btech", "mumbai"]);
  expect(queryWords("पश्चिम बंगाल")).toEqual(["west", "bengal"]);
  expect(queryWords("engineering college bangalore mein")).toEqual(["engineering", "bengaluru"]);
  expect(queryWords("sabse achhe mbbs college kaun se hain")).toEqual(queryWords("mbbs"));
  // Exam names, and the old name of a city (issue 44).
  expect(queryWords("नीट")).toEqual(queryWords("NEET"));
  expect(queryWords("जेईई मेन")).toEqual(queryWords("JEE Main"));
  expect(queryWords("आईआईटी बॉम्बे")).toEqual(queryWords("IIT bombay"));
  // A Hindi word the search does not know is searched as typed: no college has it, so colleges
  // with the other words are a partial answer, as for an English word no college has.
  expect(queryWords("आईआईटी अनजाना")).toEqual(["iit", "अनजाना"]);
  // While typing, an unfinished last word reads as the one thing the words it starts mean.
  expect(queryWords("आईआईटी बॉ", { prefix: true })).toEqual(queryWords("iit bombay"));
  expect(queryWords("आईआईटी ब", { prefix: true })).toEqual(["iit"]);
});
