import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_FLAGS } from "../lib/chromium-flags.mjs";
const [url, mult] = [process.argv[2], Number(process.argv[3] ?? 7.7)];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROMIUM_FLAGS });
const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
  { extends: "lighthouse:default", settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: mult } } });
await chrome.kill();
const a = lhr.audits;
console.log("perf", lhr.categories.performance.score, "TBT", a["total-blocking-time"].numericValue, "LCP", Math.round(a["largest-contentful-paint"].numericValue), "bi", lhr.environment.benchmarkIndex);
console.log("long tasks", JSON.stringify(a["long-tasks"].details?.items?.map(i => [i.url?.slice(-40), Math.round(i.startTime), Math.round(i.duration)])));
console.log("breakdown", JSON.stringify(a["mainthread-work-breakdown"].details.items.map(i => [i.group, Math.round(i.duration)])));
console.log("dom", a["dom-size"].numericValue, "bootup", JSON.stringify(a["bootup-time"].details.items.map(i => [i.url.slice(-40), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
