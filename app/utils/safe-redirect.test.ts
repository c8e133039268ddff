import { describe, expect, test } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const FALLBACK = "/Admin/today";

describe("the redirect after sign-in never leaves the site", () => {
  test.each([
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    ["\t//evil.example"],
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["\\\\evil.example"],
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["https://evil.example/"],
    ["http:evil.example"],
    ["javascript:alert(1)"],
    ["data:text/html,hi"],
    [" /evil.example"],
    [""],
  ])("%j goes to My day instead", (target) => {
    expect(safeRedirectPath(target)).toBe(FALLBACK);
  });

  test("paths on the site are kept, with their query and fragment", () => {
    expect(safeRedirectPath("/Admin/leads?status=new#top")).toBe("/Admin/leads?status=new#top");
    expect(safeRedirectPath("/Admin/catalogue/colleges/12")).toBe("/Admin/catalogue/colleges/12");
    expect(safeRedirectPath(null)).toBe(FALLBACK);
  });

  test("what comes back is what the browser will resolve, so it can be checked once", () => {
    // Dot segments are resolved here, not left for the browser to resolve differently.
    expect(safeRedirectPath("/Admin/../Admin/leads")).toBe("/Admin/leads");
    for (const target of ["/\t/evil.example", "/a/../\\evil.example", "/%2F/evil.example"]) {
      const result = safeRedirectPath(target);
      expect(new URL(result, "https://site.example").origin, target).toBe("https://site.example");
    }
  });
});
