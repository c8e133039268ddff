// The bench's processes first in line for the CPU (docs/performance.md, "Beside a control page").
//
// This machine is shared: engineers build and run tests beside the bench, and two cores at load
// 20 made Lighthouse read a benchmarkIndex of 66-478 against 2,891 at rest, the control page 7-858
// ms, and the same page's runs differ 6x. `nice` cannot help: the kernel's autogroups share the CPU
// fairly between sessions whatever a process's niceness. A real-time policy (SCHED_RR) can: the
// bench's own process and everything it starts afterwards (its server, Chromium and each
// renderer inherit the policy) run before any ordinary process, so the others' work waits instead
// of slicing the measured tasks. On 2026-12-06 at load average 21, with it: benchmarkIndex
// 2,323-2,730 and the control page 0-17 ms. What is left of the others' work (the second core's
// hyperthread, caches) falls on the control and the page alike, which is why each page is still
// read beside the control. The kernel keeps 5% of each second for ordinary processes
// (sched_rt_runtime_us), so a runaway bench cannot freeze the machine.
//
// Needs the right to set it (root, or CAP_SYS_NICE) and `chrt` (util-linux); without them the
// bench runs as before and says so. BENCH_REALTIME=0 turns it off.
import { spawnSync } from "node:child_process";

/** The real-time priority asked for: low among real-time tasks, above every ordinary one. */
const PRIORITY = "10";

/** Puts this process (all its threads) under SCHED_RR; answers a line saying what was done. */
export function firstInLine() {
  if (process.env.BENCH_REALTIME === "0") return "scheduling: ordinary (BENCH_REALTIME=0)";
  const run = spawnSync("chrt", ["--rr", "--all-tasks", "--pid", PRIORITY, String(process.pid)], { encoding: "utf8" });
  if (run.error || run.status !== 0) {
    const why = run.error?.message ?? run.stderr.trim();
    return `scheduling: ordinary (could not set real-time: ${why}); on a busy machine the figures move with its load`;
  }
  return `scheduling: real-time (SCHED_RR ${PRIORITY}) for the bench, its server and its browsers`;
}
