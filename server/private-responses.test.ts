import { describe, expect, test } from "vitest";
import { STORABLE } from "#app/utils/page-handle";
import { noPersonalDataPaths, storablePaths } from "./private-responses";

type Routes = Parameters<typeof storablePaths>[0]["routes"];

/** A build's route manifest in small: root, a public layout with pages, an admin layout with one. */
function route(id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index = false) {
  return { id, parentId, path, index, caseSensitive: undefined, module: { handle } } as unknown as Routes[string];
}

const routes: Routes = {
  root: route("root", undefined, "", STORABLE),
  public: route("public", "root", undefined, STORABLE),
  home: route("home", "public", undefined, STORABLE, true),
  college: route("college", "public", ":college", STORABLE),
  withdraw: route("withdraw", "public", "privacy/withdraw"),
  book: route("book", "public", "counselling/book", { personalData: false }),
  admin: route("admin", "root", undefined),
  // Marked by mistake: its layout is not, so it stays private.
  leads: route("leads", "admin", "Admin/leads", STORABLE),
  sitemap: route("sitemap", "root", "sitemap.xml", STORABLE),
};

describe("storablePaths: private unless the page and every layout above it say storable", () => {
  const storable = storablePaths({ routes });

  test("public pages, their data requests and a resource route are storable", () => {
    expect(["/", "/_root.data", "/rv-college", "/rv-college.data", "/sitemap.xml"].map(storable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  test("a route that says nothing is private, and so is a page under a layout that says nothing", () => {
    expect(storable("/privacy/withdraw")).toBe(false);
    expect(storable("/privacy/withdraw.data")).toBe(false);
    expect(storable("/Admin/leads")).toBe(false);
    expect(storable("/admin/LEADS.data")).toBe(false);
  });

  test("an encoded path is matched as React Router decodes it", () => {
    expect(storable("/%41dmin/leads")).toBe(false);
    expect(storable("/privacy%2Fwithdraw")).toBe(true);
  });

  test("React Router's route manifest is storable", () => {
    expect(storable("/__manifest")).toBe(true);
  });
});

describe("noPersonalDataPaths: pages that are not stored yet show nobody's data go without the opener policy", () => {
  const impersonal = noPersonalDataPaths({ routes });

  test("a storable page, and a page that says personalData: false under layouts that show none", () => {
    expect(["/", "/rv-college", "/counselling/book", "/counselling/book.data"].map(impersonal)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  test("a page that says nothing, or whose layout says nothing, may show a person's data", () => {
    expect(impersonal("/privacy/withdraw")).toBe(false);
    expect(impersonal("/Admin/leads")).toBe(false);
  });

  test("personalData: false does not make a page storable", () => {
    expect(storablePaths({ routes })("/counselling/book")).toBe(false);
  });
});
