import { describe, expect, test } from "vitest";
import { isSharedPublicPage } from "./paths";

describe("isSharedPublicPage: which pages the HTML cache may keep", () => {
  test.each([
    "/",
    "/FaqDetail",
    "/faqdetail",
    "/top-engineering-colleges-in-india",
    "/colleges-course",
    "/rv-college-of-engineering",
    "/disk/rv-college-of-engineering",
    "/college/disk/x",
  ])("%s is shared", (path) => expect(isSharedPublicPage(path)).toBe(true));
  test.each([
    "/Admin/Desboard",
    "/admin/leads",
    "/AdminLogin",
    "/AdminReg",
    "/category",
    "/Addmission",
    "/narayanaApi/getCollege.php",
    "/CatagoryGet",
    "/details",
    "/api/Category",
    "/healthz",
    "/readyz",
    "/robots.txt",
    "/sitemap.xml",
    "/rv-college-of-engineering.data",
    "/__manifest",
    "/uploads/logos/x.webp",
    "/assets/app.js",
    "/a/b",
    "/rv-college-of-engineering/",
  ])("%s is not", (path) => expect(isSharedPublicPage(path)).toBe(false));
});
