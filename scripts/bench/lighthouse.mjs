// Lighthouse beside a control page (issue 45, item 1; docs/performance.md, "Beside a control page").
//
// A page's Total Blocking Time on this machine is the page's own work plus the fresh Chromium's
// work on any navigation (committing it, a script context, the first layout), and the second moves
// with whatever else the machine is doing. So each page is measured alternately with a control
// page, two elements, no script, no stylesheet, served by a tiny HTTP server of its own (not a
// route of the product), under the same settings and slowdown: control, page, control, page, ...
// The page is judged by what it adds to the control of the same minutes: "TBT X ms (control Y ms):
// +Z ms", with +Z under 50 ms, performance at least 0.99, LCP ≤ 1.0 s and CLS 0.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_FLAGS } from "../lib/chromium-flags.mjs";

/** Issue 45's gate for each page, on the calibrated phone. */
export const GATE = { beyondControlMs: 50, performance: 0.99, lcpMs: 1000 };
/** The control: two elements and nothing else. */
const CONTROL_HTML = "<!doctype html><h1>Control page</h1><p>Two elements, no script, no stylesheet.</p>";

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The control tap's page (./interactions.mjs): a question whose answer the browser itself opens,
 * no script, no stylesheet: a tap's cost on this machine when the page adds nothing.
 */
const CONTROL_TAP_HTML =
  '<!doctype html><meta name="viewport" content="width=device-width"><title>Control tap</title>' +
  "<details><summary>A question</summary><p>Its answer, opened by the browser alone.</p></details>";

/** The control tap's page, on the control server. */
export const CONTROL_TAP_PATH = "/tap";

/**
 * The control is served with the page's Cross-Origin-Opener-Policy, when the page has one (the
 * status page: ADR 095 gives every private response `same-origin`). The header alone makes
 * Chromium commit the navigation in a new renderer process, whose start Lighthouse counts as
 * blocking: the control itself read TBT 15–87 ms with it and 0–4 without, at 6.4×
 * (docs/performance.md, thirteenth session; ADR 098). It is the browser's work for a header the
 * page must send, not the page's.
 */
const OPENER_POLICY_PARAM = "opener-policy";
const OPENER_POLICIES = new Set(["same-origin", "same-origin-allow-popups", "noopener-allow-popups"]);

/** The control's address for a page served with `openerPolicy` (null: none). */
export function controlUrlFor(controlUrl, openerPolicy) {
  const policy = openerPolicy?.split(";")[0].trim();
  if (!OPENER_POLICIES.has(policy)) return controlUrl;
  const url = new URL(controlUrl);
  url.searchParams.set(OPENER_POLICY_PARAM, policy);
  return url.href;
}

/** The Cross-Origin-Opener-Policy the page at `url` is served with, or null. */
async function openerPolicyOf(url) {
  const response = await fetch(url, { redirect: "manual" });
  await response.arrayBuffer();
  return response.headers.get("cross-origin-opener-policy");
}

/** Serves the control page (and the control tap's, at CONTROL_TAP_PATH) on loopback; answers its URL and a stop function. */
export async function startControlServer() {
  const server = http.createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://control");
    const openerPolicy = searchParams.get(OPENER_POLICY_PARAM);
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...(OPENER_POLICIES.has(openerPolicy) ? { "cross-origin-opener-policy": openerPolicy } : {}),
    });
    response.end(pathname === CONTROL_TAP_PATH ? CONTROL_TAP_HTML : CONTROL_HTML);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // Lighthouse's (and fetch's) kept-alive connections would hold close() open.
        server.closeAllConnections();
      }),
  };
}

/** Lighthouse's mobile preset (slow 4G), with the CPU slowdown calibrated to this machine. */
const lighthouseConfig = (cpuSlowdownMultiplier) => ({
  extends: "lighthouse:default",
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
});

/**
 * One Lighthouse run in a Chromium started for it, its CPU slowdown chosen from its own
 * benchmarkIndex: `slowdown(index)`. Lighthouse's simulated throttling loads the page unslowed and
 * slows the recorded trace when it audits, so the run gathers first (the page loaded, the index
 * taken as the run begins; saved to a folder of its own) and then audits the saved artifacts at
 * the slowdown that index asks for. A calibration taken minutes before could not do this: the
 * machine's index moved 1.8x within a minute (docs/performance.md, "Calibrated to the machine"; ADR 089's addendum),
 * so the phone emulated moved with it. Now a run on a machine slowed in that minute records longer
 * tasks and a lower index, and the slowdown falls to match: every run emulates the same phone.
 * A run Lighthouse could not finish (no score) is run again, up to twice.
 */
async function lighthouseRun(url, slowdown, categories, retries = 2) {
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      // The multiplier given here is not used while gathering (simulated throttling).
      const flags = { port: chrome.port, logLevel: "error", onlyCategories: categories, gatherMode: artifactsDir };
      await lighthouse(url, flags, lighthouseConfig(4));
    } finally {
      await chrome.kill();
    }
    const artifactsFile = path.join(artifactsDir, "artifacts.json");
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, "utf8"));
    const multiplier = slowdown(artifacts.BenchmarkIndex);
    // Lighthouse refuses to audit with settings other than the gather's; the gather never used
    // the multiplier (the page loads unslowed), so the saved settings are given the one chosen.
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const { lhr } = await lighthouse(
      url,
      { output: "json", logLevel: "error", onlyCategories: categories, auditMode: artifactsDir },
      lighthouseConfig(multiplier),
    );
    if (lhr.categories.performance.score === null && retries > 0) {
      console.warn(`Lighthouse ${url}: no score (${lhr.runtimeError?.code ?? "unknown"}), running it again`);
      return undefined;
    }
    const score = (key) => lhr.categories[key]?.score;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    fs.rmSync(artifactsDir, { recursive: true, force: true });
  }
}

async function runWithRetries(url, slowdown, categories) {
  for (let retries = 2; ; retries--) {
    const run = await lighthouseRun(url, slowdown, categories, retries);
    if (run) return run;
  }
}

/** Medians of each key over the runs. */
function medians(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const PAGE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Each page `runs` times, each run after a run of the control page (`measure`: one Lighthouse run,
 * replaced in tests); the medians of both, and the page's blocking beyond the control's: the
 * median over the pairs of what the page's run added to its control run's. The control is scored on performance only (its other
 * categories are not the product's). `slowdown` gives each run's CPU slowdown from that run's own
 * benchmarkIndex (the page's and the control's alike; see lighthouseRun). The control takes the
 * page's Cross-Origin-Opener-Policy (`openerPolicy`: read from the page, replaced in tests).
 */
export async function lighthouseBesideControl({
  origin,
  pages,
  slowdown,
  runs,
  onPage = undefined,
  measure = runWithRetries,
  openerPolicy = openerPolicyOf,
}) {
  const control = await startControlServer();
  const results = [];
  try {
    for (const [name, path] of pages) {
      const pageRuns = [];
      const controlRuns = [];
      const controlOpenerPolicy = await openerPolicy(`${origin}${path}`);
      const controlUrl = controlUrlFor(control.url, controlOpenerPolicy);
      for (let run = 0; run < runs; run++) {
        controlRuns.push(await measure(controlUrl, slowdown, ["performance"]));
        pageRuns.push(await measure(`${origin}${path}`, slowdown, PAGE_CATEGORIES));
      }
      const page = medians(pageRuns);
      const controlMedians = medians(controlRuns);
      // What each run added to the control run just before it, a pair of the same minute: its
      // median, not the difference of the two medians, which one far run of either side decided.
      const pairs = pageRuns.map((run, i) => run.tbt - controlRuns[i].tbt);
      const result = {
        name,
        path,
        ...page,
        controlTbt: controlMedians.tbt,
        controlPerformance: controlMedians.performance,
        beyondControl: median(pairs),
        pairs: pairs.map((difference) => Math.round(difference)),
        tbtRuns: pageRuns.map((r) => Math.round(r.tbt)),
        controlTbtRuns: controlRuns.map((r) => Math.round(r.tbt)),
        slowdowns: pageRuns.map((r) => r.multiplier),
        controlSlowdowns: controlRuns.map((r) => r.multiplier),
        controlOpenerPolicy: controlUrl === control.url ? null : controlOpenerPolicy,
      };
      results.push(result);
      onPage?.(result);
    }
  } finally {
    await control.stop();
  }
  return results;
}

/** A whole number of milliseconds with its sign: "+12", "−5". */
const signed = (ms) => `${ms >= 0 ? "+" : "−"}${Math.abs(ms)}`;

/** The line each page gets: "TBT X ms (control Y ms): +Z ms", then the rest of the gate. */
export function besideControlLine(result) {
  return (
    `${result.name} (${result.path}): TBT ${Math.round(result.tbt)} ms (control ${Math.round(result.controlTbt)} ms` +
    `${result.controlOpenerPolicy ? `, with the page's opener policy ${result.controlOpenerPolicy}` : ""}): ` +
    `${signed(Math.round(result.beyondControl))} ms (median of each run beside its control: ${result.pairs.map(signed).join("/")}) · ` +
    `performance ${result.performance} · ` +
    `LCP ${Math.round(result.lcp)} ms · CLS ${Number(result.cls.toFixed(3))} · ` +
    `runs ${result.tbtRuns.join("/")} beside ${result.controlTbtRuns.join("/")} · ` +
    `slowdown ${result.slowdowns.join("/")}x beside ${result.controlSlowdowns.join("/")}x · benchmarkIndex ${Math.round(result.benchmarkIndex)}`
  );
}

/** What a result misses of the gate; `noindex` pages are not held to SEO 1. */
export function gateFailures(result, { noindex }) {
  const failures = [];
  if (result.beyondControl >= GATE.beyondControlMs) {
    failures.push(`${result.name}: TBT +${Math.round(result.beyondControl)} ms beyond the control`);
  }
  if (result.performance < GATE.performance) failures.push(`${result.name}: performance ${result.performance}`);
  if (result.lcp > GATE.lcpMs) failures.push(`${result.name}: LCP ${Math.round(result.lcp)} ms`);
  if (result.cls > 0) failures.push(`${result.name}: CLS ${result.cls}`);
  const categories = noindex ? ["accessibility", "bestPractices"] : ["accessibility", "bestPractices", "seo"];
  for (const key of categories) {
    if (result[key] < 1) failures.push(`${result.name}: ${key} ${result[key]}`);
  }
  return failures;
}
