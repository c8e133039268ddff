import { expect, test } from "vitest";
import { leadFormEn } from "#app/utils/i18n/en/lead-form";
import { leadFormHi } from "#app/utils/i18n/hi/lead-form";
import { fieldErrorsOf, schemaFor } from "./lead-schema";

/**
 * The lead forms' rules are made with the page language's words (docs/decisions/069-messages-by-code.md):
 * a Hindi page's errors are Hindi from the start, the too-long count included, not English mapped back.
 */
test.each([
  ["en", leadFormEn],
  ["hi", leadFormHi],
] as const)("the rules of a %s page speak its language", (_, words) => {
  const parsed = schemaFor("franchise", words).safeParse({
    name: "Asha\nRao",
    email: "x@",
    mobile: "123",
    city: "",
    message: "x".repeat(2001),
    applicant: "someone",
  });
  expect(fieldErrorsOf(parsed.error!)).toEqual({
    name: words.errors.oneLine,
    email: words.errors.email,
    mobile: words.errors.mobile,
    city: words.errors.city,
    message: words.tooLong("2,000"),
    applicant: words.errors.applicant,
  });
});

test("the English rules are the ones the schemas export, made once per language", () => {
  expect(schemaFor("banner")).toBe(schemaFor("banner", leadFormEn));
  expect(schemaFor("banner", leadFormHi)).toBe(schemaFor("banner", leadFormHi));
  expect(schemaFor("banner", leadFormHi)).not.toBe(schemaFor("banner"));
});
