import { expect, test } from "vitest";
import { pathDeeperThan } from "./json-depth";

const nested = (levels: number): unknown => {
  let value: unknown = "x";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

test("a body nested up to the limit passes; one level more is named by its path", () => {
  expect(pathDeeperThan({ name: "Asha", extra: nested(7) }, 8)).toBeUndefined();
  expect(pathDeeperThan({ name: "Asha", extra: nested(8) }, 8)).toBe("extra.a.a.a.a.a.a.a");
  expect(pathDeeperThan({ tags: [[[[[[[[["deep"]]]]]]]]] }, 8)).toBe("tags.0.0.0.0.0.0.0");
  expect(pathDeeperThan({ name: "Asha", phone: "9876543210" }, 8)).toBeUndefined();
  expect(pathDeeperThan("text", 1)).toBeUndefined();
});

test("thousands of levels are walked without overflowing the stack", () => {
  const deep = JSON.parse(`{"extra":${"[".repeat(100_000)}${"]".repeat(100_000)}}`);
  expect(pathDeeperThan(deep, 8)).toBe("extra.0.0.0.0.0.0.0");
});
