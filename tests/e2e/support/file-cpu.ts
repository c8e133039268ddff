import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";

/**
 * With TEST_FILE_CPU=<file>: after each test file, append one line to <file> with the CPU-seconds
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

/** CPU-seconds of a process, its waited-for children, and its live descendants. */
function treeSeconds(root: number): number {
  const childrenOf = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const fields = statFields(pid);
    if (!fields) continue;
    const parent = Number(fields[1]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
  }
  let ticks = 0;
  const walk = (pid: number) => {
    const fields = statFields(pid);
    if (!fields) return;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    for (const child of childrenOf.get(pid) ?? []) walk(child);
  };
  walk(root);
  return ticks / TICKS_PER_SECOND;
}

const log = process.env.TEST_FILE_CPU;
if (log) {
  let before = 0;
  let started = 0;
  beforeAll(() => {
    before = treeSeconds(process.pid);
    started = Date.now();
  });
  // Vitest reads a hook's first parameter as its fixtures and insists on a pattern; the suite is second.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const file = "filepath" in suite ? suite.filepath : suite.name;
    const cpu = treeSeconds(process.pid) - before;
    fs.appendFileSync(log, `${cpu.toFixed(1)}\t${((Date.now() - started) / 1000).toFixed(1)}\t${file}\n`);
  }, 180_000);
}
