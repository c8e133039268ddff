import { describe, expect, test } from "vitest";
import { paragraphsOf } from "./paragraphs";

describe("paragraphsOf: a text area's text as paragraphs of lines", () => {
  test("one line is one paragraph", () => {
    expect(paragraphsOf("Founded in 1963.")).toEqual([["Founded in 1963."]]);
  });

  test("a blank line starts a paragraph; a single line break stays inside its paragraph", () => {
    expect(paragraphsOf("First paragraph.\nStill the first.\n\nSecond paragraph.")).toEqual([
      ["First paragraph.", "Still the first."],
      ["Second paragraph."],
    ]);
  });

  test("Windows and old Mac line ends, several blank lines, and blank lines holding spaces count the same", () => {
    expect(paragraphsOf("One.\r\n\r\nTwo.\r\n \t \r\n\r\nThree.\rThree, line two.")).toEqual([
      ["One."],
      ["Two."],
      ["Three.", "Three, line two."],
    ]);
  });

  test("spaces around lines, and blank lines at the start and end, are dropped", () => {
    expect(paragraphsOf("\n\n  Hostels for men and women.  \n   Mess included.\n\n\n")).toEqual([
      ["Hostels for men and women.", "Mess included."],
    ]);
  });

  test("an empty text, or one of only spaces and line breaks, has no paragraphs", () => {
    expect(paragraphsOf("")).toEqual([]);
    expect(paragraphsOf(" \n \r\n\t")).toEqual([]);
  });
});
