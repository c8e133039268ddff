import { expect, test } from "vitest";
import { formatInr } from "./format";

test("fees use Indian digit grouping", () => {
  expect(formatInr(125000)).toBe("₹1,25,000");
  expect(formatInr(2450000)).toBe("₹24,50,000");
  expect(formatInr(999)).toBe("₹999");
});
