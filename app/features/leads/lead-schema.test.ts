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

/**
 * A hand-made post may leave a field out, or send a file in it: each is read as an empty field,
 * as a browser sends one, so the page says in its own words what is missing (zod's own English
 * "expected string, received undefined" reached a Hindi page).
 */
test.each([
  ["en", leadFormEn],
  ["hi", leadFormHi],
] as const)("on a %s page, a required field left out or sent as a file gets the field's own message", (_, words) => {
  const parsed = schemaFor("contact", words).safeParse({ email: "asha@example.com", name: new Blob(["x"]) });
  expect(fieldErrorsOf(parsed.error!)).toEqual({
    name: words.errors.nameRequired,
    mobile: words.errors.mobile,
    course: words.errors.course,
    applicant: words.errors.applicant,
  });
  // An optional field left out stays out.
  const banner = schemaFor("banner", words).safeParse({ name: "Asha", phone: "9845012345", applicant: "adult" });
  expect(banner.success && banner.data).toMatchObject({ name: "Asha", phone: "9845012345" });
  expect(banner.success && "course" in banner.data).toBe(false);
});
