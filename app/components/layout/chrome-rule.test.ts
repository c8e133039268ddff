import { describe, expect, test } from "vitest";
import {
  chromeFor,
  HIDDEN_CHROME_PREFIXES,
  OWN_PAGES_WITH_CHROME,
  SINGLE_SEGMENT_PAGES_WITH_CHROME,
} from "./chrome-rule";
import { STREAM_PATHS } from "#app/paths";

describe("chromeFor: the spec's header/footer rule", () => {
  test.each([...HIDDEN_CHROME_PREFIXES])("%s hides the header and footer", (path) => {
    expect(chromeFor(path)).toBe("landing");
    expect(chromeFor(`${path}/`)).toBe("landing");
  });

  test.each([
    "/Admin/Desboard/anything",
    "/Details/42",
    "/college/Disk/iit-bombay",
    "/Admin/CollegeCource?x=1",
    `${STREAM_PATHS.engineering}#fees`,
  ])("prefix %s hides them too", (path) => {
    expect(chromeFor(path)).toBe("landing");
  });

  test.each([...SINGLE_SEGMENT_PAGES_WITH_CHROME, ...OWN_PAGES_WITH_CHROME])(
    "information page %s keeps them",
    (path) => {
      expect(chromeFor(path)).toBe("full");
      expect(chromeFor(`${path}/`)).toBe("full");
    },
  );

  test.each([
    "/indian-institute-of-technology-bombay",
    "/AdminLogin",
    "/Addmission",
    "/category",
    "/colleges-course",
    "/disk",
  ])("single-segment path %s hides them", (path) => {
    expect(chromeFor(path)).toBe("landing");
  });

  test.each(["/", "", "/disk/iit-bombay", "/Admin/Placement", "/some/deeper/path"])("%j keeps them", (path) => {
    expect(chromeFor(path)).toBe("full");
  });

  test("case does not matter, as in the router", () => {
    expect(chromeFor("/weare")).toBe("full");
    expect(chromeFor("/FAQDETAIL")).toBe("full");
    expect(chromeFor("/medical-colleges-in-india")).toBe("landing");
    expect(chromeFor("/college/disk/x")).toBe("landing");
  });
});
