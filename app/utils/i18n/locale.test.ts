import { expect, test } from "vitest";
import { englishPath, hasHindiTwin, linkIn, localeOf, pathIn, singleSlashPath } from "./locale";

test("a page's language is its path's: /hi and below are Hindi, everything else English", () => {
  expect(localeOf("/hi")).toBe("hi");
  expect(localeOf("/hi/privacy")).toBe("hi");
  expect(localeOf("/HI/Contact")).toBe("hi");
  expect(localeOf("/")).toBe("en");
  expect(localeOf("/privacy")).toBe("en");
  // A college whose slug merely starts with "hi" is English.
  expect(localeOf("/hindustan-institute-of-technology")).toBe("en");
  expect(localeOf("/history")).toBe("en");
});

test("each page's path in the other language", () => {
  expect(pathIn("hi", "/privacy")).toBe("/hi/privacy");
  expect(pathIn("hi", "/")).toBe("/hi");
  expect(pathIn("en", "/hi/privacy")).toBe("/privacy");
  expect(pathIn("en", "/hi")).toBe("/");
  expect(pathIn("hi", "/hi/privacy")).toBe("/hi/privacy");
  expect(englishPath("/Contact")).toBe("/Contact");
});

test("every public page has a Hindi twin, but not the staff's pages or files", () => {
  expect(hasHindiTwin("/privacy")).toBe(true);
  expect(hasHindiTwin("/hi/privacy")).toBe(true);
  expect(hasHindiTwin("/Contact")).toBe(true);
  expect(hasHindiTwin("/")).toBe(true);
  expect(hasHindiTwin("/rv-college-of-engineering")).toBe(true);
  expect(hasHindiTwin("/AdminLogin")).toBe(false);
  expect(hasHindiTwin("/Admin/leads")).toBe(false);
  expect(hasHindiTwin("/exams/3/calendar.ics")).toBe(false);
  // A college whose slug starts with "admin" is still a public page.
  expect(hasHindiTwin("/administrative-staff-college")).toBe(true);
});

test("a link from a Hindi page goes to the Hindi twin where there is one, else to the English page", () => {
  expect(linkIn("hi", "/privacy")).toBe("/hi/privacy");
  expect(linkIn("hi", "/Contact")).toBe("/hi/Contact");
  expect(linkIn("hi", "/AdminLogin")).toBe("/AdminLogin");
  expect(linkIn("en", "/privacy")).toBe("/privacy");
});

test("a path built from an address is a single-slash path on this site, never another site's //host", () => {
  expect(pathIn("en", "/hi//evil.example/x")).toBe("/evil.example/x");
  expect(pathIn("hi", "//evil.example/x")).toBe("/hi/evil.example/x");
  expect(pathIn("en", "/hi/\\evil.example/x")).toBe("/evil.example/x");
  expect(pathIn("en", "/hi/\\/evil.example")).toBe("/evil.example");
  expect(pathIn("en", "/hi//")).toBe("/");
  expect(englishPath("//evil.example")).toBe("/evil.example");
  expect(linkIn("hi", "///evil.example/x")).toBe("/hi/evil.example/x");
  expect(linkIn("hi", "//evil.example/x.ics")).toBe("/evil.example/x.ics");
  expect(singleSlashPath("evil.example")).toBe("/evil.example");
  expect(singleSlashPath("/Contact")).toBe("/Contact");
});
