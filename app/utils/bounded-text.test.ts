import { expect, test } from "vitest";
import { boundedText, NOT_TEXT } from "./bounded-text";

test("a text field left out of a post, or sent as a file, gets words a person reads, or its own", () => {
  for (const input of [undefined, new Blob(["x"]), 12]) {
    expect(boundedText(100).safeParse(input).error?.issues[0]?.message).toBe(NOT_TEXT);
    expect(boundedText(100, undefined, "Name the college").safeParse(input).error?.issues[0]?.message).toBe(
      "Name the college",
    );
  }
  expect(boundedText(3).safeParse(" abcd ").error?.issues[0]?.message).toBe("Keep this under 3 characters");
  expect(boundedText(3).parse(" ab ")).toBe("ab");
});
