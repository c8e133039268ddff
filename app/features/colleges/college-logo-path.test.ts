import { describe, expect, test } from "vitest";
import { collegeLogoPath, MAX_LOGO_PATH } from "./college-logo-path";

describe("collegeLogoPath: a logo only ever loads from this site", () => {
  test.each([
    ["/uploads/logos/rv-college-0123456789abcdef.webp", "/uploads/logos/rv-college-0123456789abcdef.webp"],
    ["/images/x.png", "/images/x.png"],
    ["  /images/x.png\n", "/images/x.png"],
    ["images/x.png", "/images/x.png"],
    ["/images/logo v2.png?size=96", "/images/logo%20v2.png?size=96"],
    ["/uploads/logos/../../etc/passwd", "/etc/passwd"],
    ["/images/\u0000x.png", "/images/%00x.png"],
  ])("%j is kept as %j", (value, kept) => {
    expect(collegeLogoPath(value)).toBe(kept);
  });

  test.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " javascript:alert(1)",
    "java\nscript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:msgbox(1)",
    "https://evil.example/logo.png",
    "http://evil.example/logo.png",
    "//evil.example/logo.png",
    "///evil.example/logo.png",
    "/\\evil.example/logo.png",
    "\\\\evil.example\\logo.png",
    "/\t/evil.example/logo.png",
    "/.//evil.example/logo.png",
    "blob:https://evil.example/1",
    "",
    "   ",
  ])("%j is no logo", (value) => {
    expect(collegeLogoPath(value)).toBeNull();
  });

  test("anything but text is no logo", () => {
    for (const value of [null, undefined, 7, true, ["/images/x.png"], { path: "/images/x.png" }]) {
      expect(collegeLogoPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  test(`at most ${MAX_LOGO_PATH} characters, as given and once resolved; longer is no logo`, () => {
    const longest = `/${"a".repeat(MAX_LOGO_PATH - 1)}`;
    expect(collegeLogoPath(longest)).toBe(longest);
    expect(collegeLogoPath(`${longest}b`)).toBeNull();
    expect(collegeLogoPath(`/${"x".repeat(300_000)}.png`)).toBeNull();
    // 200 characters that percent-encode to 1,800.
    expect(collegeLogoPath(`/${"ल".repeat(200)}.png`)).toBeNull();
  });

  test("with the site's origin, a full address on this site is kept as its path; other sites are not", () => {
    const origin = "https://www.example.in";
    expect(collegeLogoPath("https://www.example.in/images/x.png", origin)).toBe("/images/x.png");
    expect(collegeLogoPath("/images/x.png", origin)).toBe("/images/x.png");
    expect(collegeLogoPath("http://www.example.in/images/x.png", origin)).toBeNull();
    expect(collegeLogoPath("https://www.example.in.evil.example/x.png", origin)).toBeNull();
    expect(collegeLogoPath("https://example.in/x.png", origin)).toBeNull();
    expect(collegeLogoPath("https://www.example.in/images/x.png")).toBeNull();
  });
});
