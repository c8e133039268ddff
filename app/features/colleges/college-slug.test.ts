import fs from "node:fs";
import { expect, test } from "vitest";
import { isReservedSlug, legacySlug, slugify } from "./college-slug";

test.each([
  ["Indian Institute of Technology Bombay", "indian-institute-of-technology-bombay"],
  ["St. John's Medical College", "st-johns-medical-college"],
  ["R.V. College of Engineering", "r-v-college-of-engineering"],
  ["XLRI - Xavier School of Management", "xlri-xavier-school-of-management"],
  ["  Faculty of Management Studies, University of Delhi ", "faculty-of-management-studies-university-of-delhi"],
  ["Bangalore Medical College & Research Institute", "bangalore-medical-college-and-research-institute"],
  ["Café École", "cafe-ecole"],
])("slugify(%j) is %j", (name, slug) => {
  expect(slugify(name)).toBe(slug);
});

test("the original product's slug only replaced spaces", () => {
  expect(legacySlug("St. John's Medical College")).toBe("st.-john's-medical-college");
});

test("site pages are reserved whatever their case", () => {
  expect(isReservedSlug("contact")).toBe(true);
  expect(isReservedSlug("FaqDetail")).toBe(true);
  expect(isReservedSlug("top-engineering-colleges-in-india")).toBe(true);
  expect(isReservedSlug("iit-bombay")).toBe(false);
});

test("the folders served from public/ are reserved: a college there could never be reached", () => {
  // A slug has no dots, so only names without one could clash (favicon.svg cannot).
  const names = fs.readdirSync("public").filter((name) => !name.includes("."));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(isReservedSlug(name), name).toBe(true);
});
