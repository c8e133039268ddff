import { expect, test } from "vitest";
import { isOneTypoApart } from "./one-typo";

test("one letter left out, added, changed or two swapped is one typo; more is not", () => {
  expect(isOneTypoApart("banglore", "bangalore")).toBe(true);
  expect(isOneTypoApart("enginering", "engineering")).toBe(true);
  expect(isOneTypoApart("engineerring", "engineering")).toBe(true);
  expect(isOneTypoApart("mumbia", "mumbai")).toBe(true);
  expect(isOneTypoApart("chennsi", "chennai")).toBe(true);
  expect(isOneTypoApart("pune", "pune")).toBe(false);
  expect(isOneTypoApart("bnglre", "bangalore")).toBe(false);
  expect(isOneTypoApart("chenani", "chennai")).toBe(true);
  expect(isOneTypoApart("cheenni", "chennai")).toBe(false);
  expect(isOneTypoApart("medical", "mechanical")).toBe(false);
});
