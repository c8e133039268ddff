import { expect, test } from "vitest";
import { legacySlug, slugify } from "./slug";

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
