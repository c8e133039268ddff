import fs from "node:fs";
import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, describe, expect, test } from "vitest";
import routes from "#app/routes";
import { STREAM_PAGES, STREAM_PATHS } from "#app/stream-paths";
import { SERVICE_PAGES } from "#app/service-paths";
import { isStorable, sitePage, STORABLE, type PageContract } from "#app/utils/page-handle";
import { chromeOf } from "#app/utils/route-contract";
import { isReservedSegment, provideRouteContract, routeContract } from "#app/utils/route-contract.server";
import { routeNodesFromConfig } from "../tests/setup/route-tree";
import { siteRouteContract, siteRouteNodes } from "../tests/setup/route-contract";
import { contractOfRoutes, keptPageAddresses } from "./route-contract";

const realNodes = siteRouteNodes;
/** The route ids whose module is a page (.tsx), as app/routes.ts names them. */
const modulesWithComponent = new Set(
  Object.keys(import.meta.glob("../app/routes/**/*.tsx")).map((file) =>
    file.replace("../app/", "").replace(/\.tsx$/, ""),
  ),
);
const site = await siteRouteContract();
const keptAt = keptPageAddresses(site);
const address = (url: string) => {
  const { pathname, searchParams } = new URL(url, "http://x");
  return keptAt(pathname)(searchParams);
};

describe("a new public page is its module plus one line of routes.ts", () => {
  // The fixture: a page that reads ?state=, is listed in the sitemap and shows the landing bar.
  const scholarships = sitePage({
    chrome: "landing",
    sitemap: { lastmod: "release" },
    pageCache: { query: ["state"] },
  });
  const config = (routes as RouteConfigEntry[]).map((entry) =>
    entry.file === "routes/public/layout.tsx"
      ? { ...entry, children: [route("scholarships", "routes/public/scholarships.tsx"), ...entry.children!] }
      : entry,
  );
  const real = fs.existsSync("app/routes/public/scholarships.tsx");

  test("its cache key, sitemap entry, chrome and reserved slug follow from its handle", async () => {
    expect(real, "the fixture's file name is free").toBe(false);
    const base = await realNodes();
    const nodes = routeNodesFromConfig(
      config,
      (file) =>
        file === "routes/public/scholarships.tsx"
          ? scholarships
          : // A module bound at several routes (the services) has ids of its own: "<file>/<path>".
            (base[file.replace(/\.tsx?$/, "")]?.handle ??
            Object.values(base).find((node) => node.id.startsWith(`${file}/`))?.handle),
      STORABLE,
    );
    const contract = contractOfRoutes(nodes);
    const keyOf = keptPageAddresses(contract);
    expect(keyOf("/Scholarships")(new URLSearchParams("gclid=1&state=KA&utm_source=x"))).toBe("/scholarships?state=KA");
    expect(keyOf("/scholarships")(new URLSearchParams(""))).toBe("/scholarships");
    expect(contract.sitemapPaths).toContain("/scholarships");
    expect(contract.sitemapPaths).toHaveLength(site.sitemapPaths.length + 1);
    expect(contract.reservedSegments.has("scholarships")).toBe(true);
    const layout = nodes["routes/public/layout"]!.handle;
    expect(chromeOf([STORABLE, layout, scholarships])).toBe("landing");

    // Code below the routes reads the tree it is given: the sitemap and the college-slug check.
    provideRouteContract(() => contract);
    try {
      expect((await routeContract()).sitemapPaths).toContain("/scholarships");
      expect(await isReservedSegment("SCHOLARSHIPS")).toBe(true);
    } finally {
      provideRouteContract(siteRouteContract);
    }
  });
  afterAll(() => provideRouteContract(siteRouteContract));
});

describe("the site's tables, derived from app/routes.ts and its pages' handles", () => {
  test("the sitemap's fixed pages: home, search, the streams, the information pages, the services, privacy, exams, the rank predictor, counselling", () => {
    expect(site.sitemapPaths).toEqual([
      "/",
      "/colleges-course",
      ...Object.values(STREAM_PATHS),
      ...["weAre", "believe", "whywe", "founder", "career", "institutional", "industry", "NCS", "whom"].map(
        (page) => `/${page}`,
      ),
      "/Process",
      "/FaqDetail",
      "/Contact",
      ...Object.values(SERVICE_PAGES).map((page) => `/${page}`),
      "/privacy",
      "/exams",
      "/predictor",
      "/counselling/book",
    ]);
  });

  test("every page says where it runs, itself or through its layout; one person's pages are never kept or listed", async () => {
    const nodes = await realNodes();
    const runtimeOf = (id: string | undefined): unknown =>
      id === undefined
        ? undefined
        : ((nodes[id]?.handle as PageContract | undefined)?.runtime ?? runtimeOf(nodes[id]?.parentId));
    // Pages are .tsx modules below a layout; resource routes (.ts: feeds, JSON, files, the logout
    // action) render no page.
    const layouts = new Set(Object.values(nodes).map((node) => node.parentId));
    const pages = Object.values(nodes).filter((node) => modulesWithComponent.has(node.id) && !layouts.has(node.id));
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((node) => !runtimeOf(node.id)).map((node) => node.id)).toEqual([]);

    const personal = ["withdraw", "confirm", "request", "request-status"].map(
      (name) => nodes[`routes/public/privacy/${name}`]!,
    );
    for (const node of personal) {
      expect(node.handle, node.id).toMatchObject({ runtime: "site" });
      expect(isStorable(node.handle), node.id).toBe(false);
      expect([...site.keptPages.keys()], node.id).not.toContain(node.id);
    }
    expect(site.sitemapPaths.filter((path) => path.startsWith("/privacy/"))).toEqual([]);
  });

  test("the lead forms each page shows, found by the route its address reaches in any case", async () => {
    const at = (path: string) => site.leadForms.get(site.routeIdAt(path) ?? "") ?? [];
    expect(at("/")).toEqual(["banner"]);
    expect(at("/Contact")).toEqual(["contact"]);
    expect(at("/contact")).toEqual(["contact"]);
    expect(at("/FaqDetail")).toEqual(["franchise"]);
    expect(at("/weAre")).toEqual([]);
    expect(at("/rv-college-of-engineering")).toEqual(["college"]);
    expect(at("/disk/rv-college-of-engineering")).toEqual(["disk"]);
    expect(at("/college/disk/rv-college-of-engineering")).toEqual(["disk"]);
    expect(at("/compare")).toEqual(["compare"]);
    expect(at("/Admin/leads")).toEqual([]);
  });

  test("site pages are reserved as college slugs whatever their case", async () => {
    for (const slug of ["contact", "FaqDetail", STREAM_PAGES.engineering, "admin", "narayanaapi", "CatagoryGet"]) {
      expect(await isReservedSegment(slug), slug).toBe(true);
    }
    expect(await isReservedSegment("iit-bombay")).toBe(false);
  });

  test("the folders served from public/ are reserved: a college there could never be reached", async () => {
    // A slug has no dots, so only names without one could clash (favicon.svg cannot).
    const names = fs.readdirSync("public").filter((name) => !name.includes("."));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(await isReservedSegment(name), name).toBe(true);
  });
});

describe("the page cache key: which pages are kept, and under what address", () => {
  test.each([
    "/",
    "/FaqDetail",
    "/faqdetail",
    STREAM_PATHS.engineering,
    "/colleges-course",
    "/rv-college-of-engineering",
    "/disk/rv-college-of-engineering",
    "/college/disk/x",
  ])("%s is kept", (path) => expect(address(path)).toBeDefined());
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
    "/media",
    "/robots.txt",
    "/sitemap.xml",
    "/rv-college-of-engineering.data",
    "/__manifest",
    "/uploads/logos/x.webp",
    "/assets/app.js",
    "/a/b",
    "/rv-college-of-engineering/",
    "/privacy",
    "/exams",
  ])("%s is not", (path) => expect(address(path)).toBeUndefined());

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
    expect(address(`${STREAM_PATHS.medical}?page=3&q=x`)).toBe(`${STREAM_PATHS.medical}?page=3`);
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
});

describe("the header and footer rule, page by page", () => {
  const chromeAt = async (file: string) => chromeOf([STORABLE, (await realNodes())[file]?.handle]);
  test.each([
    ["routes/public/home", "full"],
    ["routes/public/info/we-are", "full"],
    ["routes/public/info/privacy", "full"],
    ["routes/public/exams", "full"],
    ["routes/public/disk", "full"],
    ["routes/admin/register", "full"],
    ["routes/public/not-found", "full"],
    ["routes/public/streams/engineering", "landing"],
    ["routes/public/colleges-course", "landing"],
    ["routes/public/college", "landing"],
    ["routes/public/college-disk", "landing"],
    ["routes/admin/login", "landing"],
  ])("%s: %s", async (file, chrome) => expect(await chromeAt(file)).toBe(chrome));
});
