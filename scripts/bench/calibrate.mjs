// The bench's CPU calibration (issue 27; docs/performance.md, "Calibrated to the machine"): how much
// to slow this machine's CPU so that the emulated device is a mid-range Android phone, whatever
// machine runs the bench.
//
// Lighthouse's guidance (docs/throttling.md in the Lighthouse repository, "Calibrating the CPU
// slowdown"): read the machine's benchmarkIndex and choose cpuSlowdownMultiplier from it, with
// the Lighthouse CPU slowdown calculator that the guide links
// (lighthouse-cpu-throttling-calculator.vercel.app, patrickhulce/lighthouse-cpu-throttling-calculator,
// pages/index.js). Its target is a mid-tier mobile device; its formula is below.
import { chromium } from "playwright-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_FLAGS } from "../lib/chromium-flags.mjs";

/** Benchmarks taken; their median is the machine's index (each takes about a second). */
const SAMPLES = 5;

/**
 * The calculator's multiplier for a benchmarkIndex, piecewise linear between its anchors:
 * 2000 → 6×, 1766 → 5×, 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×. Below 150 the machine is
 * slower than the target already (the calculator says so and offers no multiplier): 1×, no slowdown.
 */
function midTierMobileMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * Measures the machine's benchmarkIndex as Lighthouse does (its own page function, in Chromium, on
 * a blank page; the median of SAMPLES), and the multiplier for it. BENCH_CPU_MULTIPLIER, if set,
 * is used instead of the calibrated one (to repeat a run of another machine); the index is still
 * measured and printed.
 */
export async function calibrateCpu({ chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) {
      samples.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    samples.sort((a, b) => a - b);
    const benchmarkIndex = samples[Math.floor(samples.length / 2)];
    const forced = Number(process.env.BENCH_CPU_MULTIPLIER);
    const multiplier = forced > 0 ? forced : Math.round(midTierMobileMultiplier(benchmarkIndex) * 10) / 10;
    return { benchmarkIndex, samples, multiplier, forced: forced > 0 };
  } finally {
    await browser.close();
  }
}
