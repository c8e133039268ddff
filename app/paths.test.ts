import { describe, expect, test } from "vitest";
import { isSharedPublicPage, sharedPageAddress, STREAM_PATHS } from "./paths";

describe("isSharedPublicPage: which pages the HTML cache may keep", () => {
  test.each([
    "/",
    "/FaqDetail",
    "/faqdetail",
    STREAM_PATHS.engineering,
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

describe("sharedPageAddress: what the HTML cache keeps a page under", () => {
  const address = (url: string) => {
    const { pathname, searchParams } = new URL(url, "http://x");
    return sharedPageAddress(pathname, searchParams);
  };

  test("ad click ids, UTM tags and any other parameter a page does not read are dropped", () => {
    for (const query of [
      "gclid=Cj0KCQ1",
      "fbclid=IwAR2",
      "gbraid=0AAAA&wbraid=Cj4",
      "msclkid=abc&dclid=1&ttclid=2&twclid=3&li_fat_id=4&yclid=5&_gl=6",
      "utm_source=google&utm_medium=cpc&utm_campaign=neet&utm_term=mbbs&utm_content=a",
      "nocache=123",
      "q=x",
    ]) {
      expect(address(`/rv-college-of-engineering?${query}`), query).toBe("/rv-college-of-engineering");
      expect(address(`/?${query}`), query).toBe("/");
    }
  });

  test("/colleges-course keeps its filters and page, in one order, first value each, empty ones left out", () => {
    expect(address("/colleges-course?gclid=1&utm_source=x")).toBe("/colleges-course");
    expect(address("/colleges-course?page=2&fee=0-100000&city=Pune&state=MH&stream=Engineering&q=it&gclid=9")).toBe(
      "/colleges-course?q=it&stream=Engineering&state=MH&city=Pune&fee=0-100000&page=2",
    );
    expect(address("/colleges-course?stream=Medical&q=aiims")).toBe(address("/colleges-course?q=aiims&stream=Medical"));
    expect(address("/colleges-course?q=a&q=b")).toBe("/colleges-course?q=a");
    // The search form sends every field, filled or not.
    expect(address("/colleges-course?q=&stream=&state=&city=&fee=")).toBe("/colleges-course");
    expect(address("/colleges-course?q=b+tech")).toBe("/colleges-course?q=b+tech");
  });

  test("a fixed page is kept under its routes.ts spelling whatever case was typed; a disk page in lower case", () => {
    expect(address("/faqdetail")).toBe("/FaqDetail");
    expect(address("/FAQDETAIL?gclid=1")).toBe("/FaqDetail");
    expect(address("/COLLEGES-COURSE?Q=x&q=y")).toBe("/colleges-course?q=y");
    expect(address("/Disk/PES-University")).toBe("/disk/pes-university");
    expect(address("/college/DISK/x")).toBe("/college/disk/x");
    // A college page as typed: in other than its lower-case slug it answers a redirect.
    expect(address("/RV-College-of-Engineering")).toBe("/RV-College-of-Engineering");
  });

  test("pages that are not shared have no address", () => {
    expect(address("/Admin/Desboard?gclid=1")).toBeUndefined();
    expect(address("/narayanaApi/getCollege.php")).toBeUndefined();
  });
});
