// The bench's Lighthouse gate beside a control page (issue 45, item 1): the slowdown it picks, the
// control it serves, the order it measures in, the line it prints and what fails the run.
import { describe, expect, it } from "vitest";
import { slowdownFor } from "../../scripts/bench/calibrate.mjs";
import { measureInteractions } from "../../scripts/bench/interactions.mjs";
import {
  CONTROL_TAP_PATH,
  besideControlLine,
  controlUrlFor,
  gateFailures,
  lighthouseBesideControl,
  startControlServer,
} from "../../scripts/bench/lighthouse.mjs";

const PASSING = {
  name: "compare",
  path: "/compare",
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 1000,
  cls: 0,
  tbt: 60,
  controlTbt: 11,
  beyondControl: 49,
};

/** One Lighthouse run as the bench keeps it. */
const RUN = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcp: 800,
  lcp: 900,
  tbt: 0,
  cls: 0,
  benchmarkIndex: 1500,
  multiplier: 4,
};

describe("the bench's slowdown", () => {
  it("is 4x at a benchmarkIndex of 1,500, proportionally more on a faster machine, never less than 4x", () => {
    expect(slowdownFor(1500)).toBe(4);
    expect(slowdownFor(2891)).toBe(7.7);
    expect(slowdownFor(3000)).toBe(8);
    expect(slowdownFor(800)).toBe(4);
  });
});

describe("the control page", () => {
  it("is two elements, no script and no stylesheet", async () => {
    const control = await startControlServer();
    try {
      const html = await (await fetch(control.url)).text();
      expect(html.match(/<[a-z][a-z0-9]*/gi)).toEqual(["<h1", "<p"]);
      expect(html).not.toMatch(/<script|<link|<style/i);
    } finally {
      await control.stop();
    }
  });

  /** The home page measured beside the control, each run's TBT taken in turn from `tbt`; the order measured. */
  async function homeBesideControl(tbt: Record<"control" | "page", number[]>) {
    const order: ("control" | "page")[] = [];
    const results = await lighthouseBesideControl({
      origin: "http://pages.test",
      pages: [["home", "/"]],
      slowdown: slowdownFor,
      runs: tbt.page.length,
      openerPolicy: async () => null,
      measure: async (url: string) => {
        const which = url.startsWith("http://pages.test") ? "page" : "control";
        order.push(which);
        return { ...RUN, tbt: tbt[which][order.filter((one) => one === which).length - 1]! };
      },
    });
    return { order, result: results[0] };
  }

  it("is measured before each run of each page, and each page is judged by the median of what each of its runs adds to the control run before it", async () => {
    // Pairs of +70, +56 and +63: the median pair is +63, and so are the medians' difference.
    const { order, result } = await homeBesideControl({ control: [10, 14, 12], page: [80, 70, 75] });
    expect(order).toEqual(["control", "page", "control", "page", "control", "page"]);
    expect(result).toMatchObject({ tbt: 75, controlTbt: 12, beyondControl: 63 });
    expect(besideControlLine(result)).toContain(
      "TBT 75 ms (control 12 ms): +63 ms (median of each run beside its control: +70/+56/+63)",
    );
  });

  it("judges a page by its pairs, so one far run of the control does not decide it", async () => {
    // The control's second run lands far above its others and the page's first far above its
    // own: the medians' difference reads 70 − 10 = +60; the pairs +100, +10 and +30 read +30.
    const { result } = await homeBesideControl({ control: [0, 60, 10], page: [100, 70, 40] });
    expect(result).toMatchObject({ tbt: 70, controlTbt: 10, beyondControl: 30, pairs: [100, 10, 30] });
    expect(besideControlLine(result)).toContain("+30 ms (median of each run beside its control: +100/+10/+30)");
  });

  it("slows each run, the page's and the control's, by what that run's own benchmarkIndex asks", async () => {
    // A machine whose speed swings within the minute: each run's index, in the order taken.
    const indexes = [1500, 3000, 2250, 1200];
    let taken = 0;
    const results = await lighthouseBesideControl({
      origin: "http://pages.test",
      pages: [["home", "/"]],
      slowdown: slowdownFor,
      runs: 2,
      openerPolicy: async () => null,
      measure: async (_url: string, slowdown: (index: number) => number) => {
        const benchmarkIndex = indexes[taken++]!;
        return { ...RUN, benchmarkIndex, multiplier: slowdown(benchmarkIndex) };
      },
    });
    expect(results[0]).toMatchObject({ controlSlowdowns: [4, 6], slowdowns: [8, 4] });
    expect(besideControlLine(results[0])).toContain("slowdown 8/4x beside 4/6x");
  });
});

describe("the control beside a page with an opener policy", () => {
  it("is served with the page's Cross-Origin-Opener-Policy, and only a known one", async () => {
    const control = await startControlServer();
    try {
      const policyOf = async (url: string) => (await fetch(url)).headers.get("cross-origin-opener-policy");
      expect(await policyOf(control.url)).toBeNull();
      expect(await policyOf(controlUrlFor(control.url, "same-origin"))).toBe("same-origin");
      expect(await policyOf(controlUrlFor(control.url, 'same-origin; report-to="x"'))).toBe("same-origin");
      expect(controlUrlFor(control.url, "unsafe-none")).toBe(control.url);
      expect(await policyOf(`${control.url}?opener-policy=evil%0d%0aSet-Cookie:%20x=1`)).toBeNull();
    } finally {
      await control.stop();
    }
  });

  it("is what a page with one is measured beside, and its line says so", async () => {
    const controlUrls = new Set<string>();
    const results = await lighthouseBesideControl({
      origin: "http://pages.test",
      pages: [
        ["status page", "/status/token"],
        ["home", "/"],
      ],
      slowdown: slowdownFor,
      runs: 1,
      openerPolicy: async (url: string) => (url.includes("/status/") ? "same-origin" : null),
      measure: async (url: string) => {
        if (!url.startsWith("http://pages.test")) controlUrls.add(new URL(url).search);
        return RUN;
      },
    });
    expect([...controlUrls]).toEqual(["?opener-policy=same-origin", ""]);
    expect(besideControlLine(results[0])).toContain("(control 0 ms, with the page's opener policy same-origin): +0 ms");
    expect(besideControlLine(results[1])).toContain("(control 0 ms): +0 ms");
  });
});

describe("the control tap", () => {
  it("is a question the browser opens by itself: no script, no stylesheet", async () => {
    const control = await startControlServer();
    try {
      const html = await (await fetch(new URL(CONTROL_TAP_PATH, control.url))).text();
      expect(html).toMatch(/<details><summary>[^<]+<\/summary>/);
      expect(html).not.toMatch(/<script|<link|<style|\son[a-z]+=/i);
    } finally {
      await control.stop();
    }
  });

  it("is tapped before each run of each tap, and each tap's line has the medians of both", async () => {
    const order: string[] = [];
    const results = await measureInteractions({
      origin: "http://pages.test",
      multiplier: 4,
      runs: 3,
      measure: async (origin: string, scenario: { path: string }) => {
        const which = origin === "http://pages.test" ? "page" : "control";
        if (which === "control") expect(scenario.path).toBe(CONTROL_TAP_PATH);
        order.push(which);
        const nth = order.filter((one) => one === which).length;
        return which === "control" ? 20 + (nth % 3) : 60 + (nth % 3) * 10;
      },
    });
    expect(results).toHaveLength(7);
    expect(order.slice(0, 6)).toEqual(["control", "page", "control", "page", "control", "page"]);
    expect(order).toHaveLength(7 * 6);
    expect(results[0]).toMatchObject({
      inp: 70,
      controlInp: 21,
      durations: [70, 80, 60],
      controlDurations: [21, 22, 20],
    });
  });
});

describe("the gate", () => {
  it("passes a page 49 ms beyond the control at performance 0.99, LCP 1.0 s and CLS 0", () => {
    expect(gateFailures(PASSING, { noindex: false })).toEqual([]);
  });

  it("fails a page 50 ms beyond the control, under 0.99, over 1.0 s of LCP or with any layout shift", () => {
    expect(gateFailures({ ...PASSING, beyondControl: 50 }, { noindex: false })).toEqual([
      "compare: TBT +50 ms beyond the control",
    ]);
    expect(gateFailures({ ...PASSING, performance: 0.98 }, { noindex: false })).toEqual(["compare: performance 0.98"]);
    expect(gateFailures({ ...PASSING, lcp: 1001 }, { noindex: false })).toEqual(["compare: LCP 1001 ms"]);
    expect(gateFailures({ ...PASSING, cls: 0.01 }, { noindex: false })).toEqual(["compare: CLS 0.01"]);
  });

  it("holds a noindex page to every category but SEO", () => {
    expect(gateFailures({ ...PASSING, seo: 0.6 }, { noindex: true })).toEqual([]);
    expect(gateFailures({ ...PASSING, seo: 0.6 }, { noindex: false })).toEqual(["compare: seo 0.6"]);
  });
});
