// The bench's CPU calibration (issue 27; docs/performance.md, "Calibrated to the machine"): how much
// to slow this machine's CPU so that the emulated device is a mid-range Android phone, whatever
// machine runs the bench.
//
// Lighthouse's guidance (docs/throttling.md in the Lighthouse repository, "Calibrating the CPU
// slowdown"): read the machine's benchmarkIndex and choose cpuSlowdownMultiplier from it, with
// the Lighthouse CPU slowdown calculator that the guide links
// (lighthouse-cpu-throttling-calculator.vercel.app, patrickhulce/lighthouse-cpu-throttling-calculator,
// pages/index.js). Its target is a mid-tier mobile device; its formula is below.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../lib/chromium-flags.mjs";

/** Lighthouse runs taken; the median of their benchmarkIndex is the machine's (each takes a few seconds). */
const SAMPLES = 5;

/** Issue 45's phone: 4x slowdown on a machine of this benchmarkIndex. */
const REFERENCE_INDEX = 1500;
const REFERENCE_MULTIPLIER = 4;

/**
 * The slowdown for a benchmarkIndex (issue 45): 4x at 1,500, proportionally more on a faster
 * machine (2,891 → 7.7x), never less than 4x. The calculator's own anchors (1,533 → 4×, 2,000 → 6×)
 * are close to this line; below 1,500 it stays at 4x, so a busy machine (whose index drops) is not
 * let off with a faster phone.
 */
export function slowdownFor(benchmarkIndex) {
  const multiplier = Math.max(REFERENCE_MULTIPLIER, (REFERENCE_MULTIPLIER * benchmarkIndex) / REFERENCE_INDEX);
  return Math.round(multiplier * 10) / 10;
}

/**
 * The machine's benchmarkIndex as Lighthouse itself reports it (`lhr.environment.benchmarkIndex`,
 * the number the calculator's anchors were read from), in runs like the scored ones: a Chromium
 * started for each, the index taken by Lighthouse as the run begins. The median of SAMPLES, and the
 * multiplier for it.
 *
 * Until 2026-12-04 the index was taken in one warm tab instead (Lighthouse's page function,
 * evaluated five times): it read 2,758–3,378 where the scored runs' own index read 1,390–2,008 on
 * the same machine minutes later, so the phone emulated was twice as slow as meant (11.4×, not
 * about 5×). Lighthouse measures in a browser that has just started, and so does this.
 *
 * BENCH_CPU_MULTIPLIER, if set, is used instead of the calibrated one (to repeat a run of another
 * machine); the index is still measured and printed.
 */
export async function calibrateCpu({ chromePath, url }) {
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
    try {
      // One cheap audit: the index is taken before the page loads, whatever the audits.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyAudits: ["first-contentful-paint"],
      });
      samples.push(result.lhr.environment.benchmarkIndex);
    } finally {
      await chrome.kill();
    }
  }
  // The samples stay in the order they were taken (printed so), to show a drift; the median is the index.
  const sorted = [...samples].sort((a, b) => a - b);
  const benchmarkIndex = sorted[Math.floor(sorted.length / 2)];
  const forced = Number(process.env.BENCH_CPU_MULTIPLIER);
  const multiplier = forced > 0 ? forced : slowdownFor(benchmarkIndex);
  return { benchmarkIndex, samples, multiplier, forced: forced > 0 };
}
