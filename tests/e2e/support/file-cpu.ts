import fs from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { browserWork } from "./chromium";

/**
 * With TEST_FILE_CPU=<file>: after each test file, append one line to <file> with the CPU-seconds (in all, then the worker's, its
 * Chromium's and the rest's: servers, Java), the wall seconds, and the pages it opened and navigated
 * its worker's whole process tree spent on it (the worker, its Chromium and the servers it
 * started, live or already waited for). A worker runs its files one at a time, so the difference
 * across a file is that file's cost even while three workers run at once. This is how
 * docs/performance.md attributes the suite's cost to files; `npm test` does not set it.
 */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ");
  } catch {
    return undefined;
  }
}

/** Where a worker's CPU went: the worker itself, its Chromium, and everything else it started (servers, Java). */
interface TreeSeconds {
  worker: number;
  browser: number;
  other: number;
}

/**
 * CPU-seconds of a process, its waited-for children, and its live descendants, split by kind. A
 * server that has exited is counted in the worker's waited-for children, so under "other".
 */
function treeSeconds(root: number): TreeSeconds {
  const childrenOf = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const fields = statFields(pid);
    if (!fields) continue;
    const parent = Number(fields[1]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
  }
  const ticks = { worker: 0, browser: 0, other: 0 };
  const walk = (pid: number, kind: keyof TreeSeconds) => {
    const fields = statFields(pid);
    if (!fields) return;
    const own = Number(fields[11]) + Number(fields[12]);
    const waited = Number(fields[13]) + Number(fields[14]);
    if (pid === root) {
      ticks.worker += own;
      ticks.other += waited;
    } else ticks[kind] += own + waited;
    for (const child of childrenOf.get(pid) ?? []) {
      const name = pid === root ? fs.readFileSync(`/proc/${child}/comm`, "utf8").trim() : "";
      walk(child, pid === root ? (/chrom|headless/.test(name) ? "browser" : "other") : kind);
    }
  };
  walk(root, "worker");
  return {
    worker: ticks.worker / TICKS_PER_SECOND,
    browser: ticks.browser / TICKS_PER_SECOND,
    other: ticks.other / TICKS_PER_SECOND,
  };
}

const total = (seconds: TreeSeconds) => seconds.worker + seconds.browser + seconds.other;

/**
 * A measurement begun now: `lineFor(name)` is the log line of what was spent since (CPU-seconds in
 * all, the worker's, its Chromium's and the rest's, to `digits` decimals; wall seconds; pages
 * opened and navigations), ending with `name`.
 */
function startMeasuring(digits: number) {
  const before = treeSeconds(process.pid);
  const work = { ...browserWork };
  const started = Date.now();
  return (name: string) => {
    const after = treeSeconds(process.pid);
    const spent = (kind: keyof TreeSeconds) => (after[kind] - before[kind]).toFixed(digits);
    const cpu = [(total(after) - total(before)).toFixed(digits), spent("worker"), spent("browser"), spent("other")];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const opened = [browserWork.pages - work.pages, browserWork.navigations - work.navigations];
    return `${[...cpu, seconds, ...opened, name].join("\t")}\n`;
  };
}

const log = process.env.TEST_FILE_CPU;
if (log) {
  let lineFor: ReturnType<typeof startMeasuring> | undefined;
  beforeAll(() => {
    lineFor = startMeasuring(1);
  });
  // Vitest reads a hook's first parameter as its fixtures and insists on a pattern; the suite is second.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const file = "filepath" in suite ? suite.filepath : suite.name;
    if (lineFor) fs.appendFileSync(log, lineFor(file));
  }, 180_000);
}

/**
 * With TEST_TEST_CPU=<file>: the same line for each test instead of each file (its name after the
 * file's, "file > test"), so a file's cost can be split between its tests and its beforeAll and
 * afterAll hooks (what the file's line holds beyond the sum of its tests). docs/performance.md,
 * twelfth session.
 */
const testLog = process.env.TEST_TEST_CPU;
if (testLog) {
  let lineFor: ReturnType<typeof startMeasuring> | undefined;
  beforeEach(() => {
    lineFor = startMeasuring(2);
  });
  afterEach((context) => {
    if (lineFor) fs.appendFileSync(testLog, lineFor(`${context.task.file.name} > ${context.task.name}`));
  });
}
