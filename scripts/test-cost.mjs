// `npm test`: every step of the suite, then one line with what it cost (issue 42, item 7; ADR 071).
//
// The cost is the CPU-seconds of the whole process tree, counted by a cgroup of its own: Chromium's
// children are reparented to init when their browser exits, so a parent's rusage (what
// `/usr/bin/time` reports) misses them, but they stay in the cgroup they were started in. The
// figure is divided by the CPU-seconds of the production build, which this run always makes (in a
// cgroup of its own inside the first), so the line reads in build-units: a ratio of two costs
// measured on the same machine in the same hour, which moves far less than wall time or either
// cost alone (this machine's speed has moved 2x between days). PostgreSQL's server processes are
// not ours and are not counted.
//
// The steps are those `npm test` always ran: unit and integration tests beside the build, then the
// browser suite beside the static checks (ADR 043). The second runs whenever the build succeeded.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const name = `npm-test-${process.pid}`;

/**
 * A place that counts the CPU time of every process in it and their descendants:
 * cgroup v1's cpuacct, cgroup v2, or (neither writable) this process's waited-for children
 * read from /proc, which misses reparented processes and says so.
 */
function cpuCounter() {
  const v1 = "/sys/fs/cgroup/cpuacct";
  const own = fs.existsSync("/proc/self/cgroup") ? fs.readFileSync("/proc/self/cgroup", "utf8") : "";
  const v1Line = own.split("\n").find((line) => line.split(":")[1]?.split(",").includes("cpuacct"));
  if (v1Line && fs.existsSync(`${v1}/cpuacct.usage`)) {
    const counter = cgroupCounter(
      path.join(v1, v1Line.split(":")[2]),
      (dir) => Number(fs.readFileSync(`${dir}/cpuacct.usage`, "utf8")) / 1e9,
    );
    if (counter) return counter;
  }
  const v2Line = own.split("\n").find((line) => line.startsWith("0::"));
  if (v2Line && fs.existsSync("/sys/fs/cgroup/cgroup.controllers")) {
    const counter = cgroupCounter(path.join("/sys/fs/cgroup", v2Line.slice(3)), (dir) => {
      const usec = /^usage_usec (\d+)$/m.exec(fs.readFileSync(`${dir}/cpu.stat`, "utf8"));
      return Number(usec?.[1] ?? NaN) / 1e6;
    });
    if (counter) return counter;
  }
  return procCounter();
}

/** A cgroup under `parent` holding this process, with `build` inside it; undefined if it cannot be made. */
function cgroupCounter(parent, secondsIn) {
  const dir = path.join(parent, name);
  try {
    fs.mkdirSync(dir);
    fs.mkdirSync(path.join(dir, "build"));
    fs.writeFileSync(path.join(dir, "cgroup.procs"), String(process.pid));
  } catch {
    removeCgroup(dir, parent);
    return undefined;
  }
  return {
    how: "cgroup",
    total: () => secondsIn(dir),
    build: () => secondsIn(path.join(dir, "build")),
    // The build's shell joins its cgroup before it starts the build; its children inherit it.
    buildCommand: (command) => [
      "sh",
      ["-c", `echo $$ > '${path.join(dir, "build", "cgroup.procs")}' && exec ${command}`],
    ],
    close: () => removeCgroup(dir, parent),
  };
}

/** Moves whatever is left in the cgroups back to `parent` (a stray process keeps counting there) and removes them. */
function removeCgroup(dir, parent) {
  for (const sub of [path.join(dir, "build"), dir]) {
    if (!fs.existsSync(sub)) continue;
    try {
      for (const pid of fs.readFileSync(path.join(sub, "cgroup.procs"), "utf8").split("\n").filter(Boolean)) {
        try {
          fs.writeFileSync(path.join(parent, "cgroup.procs"), pid);
        } catch {
          // the process exited meanwhile
        }
      }
      fs.rmdirSync(sub);
    } catch (error) {
      console.error(`test-cost: could not remove ${sub}: ${error.message}`);
    }
  }
}

const TICKS_PER_SECOND = 100;
/** CPU-seconds of this process's waited-for children (fields cutime and cstime of /proc/self/stat). */
function waitedChildrenSeconds() {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

function procCounter() {
  const readable = fs.existsSync("/proc/self/stat");
  let buildSeconds = NaN;
  return {
    how: readable ? "proc" : "none",
    total: () => (readable ? waitedChildrenSeconds() : NaN),
    build: () => buildSeconds,
    // The build runs under a child of its own that reports its children's CPU when they end.
    buildCommand: (command) => [
      process.execPath,
      [import.meta.filename, "--report-children-cpu", command],
      (seconds) => (buildSeconds = seconds),
    ],
    close: () => {},
  };
}

/** Runs one step; resolves with its exit code, its output captured when `aggregate` (as run-p's --aggregate-output). */
function run(step, { aggregate = false } = {}) {
  const [command, args, onReport] = step;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ["ignore", aggregate || onReport ? "pipe" : "inherit", aggregate ? "pipe" : "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      const text = String(chunk);
      const report = /^test-cost-children-cpu (\S+)$/m.exec(text);
      if (report) onReport?.(Number(report[1]));
      const shown = text.replace(/^test-cost-children-cpu \S+\n?/m, "");
      if (aggregate) output += shown;
      else process.stdout.write(shown);
    });
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      if (aggregate) process.stdout.write(output);
      resolve(code ?? 1);
    });
  });
}

/** `--report-children-cpu <command>`: the /proc fallback's build wrapper. */
async function reportChildrenCpu(command) {
  const code = await run(["sh", ["-c", command]]);
  console.log(`test-cost-children-cpu ${waitedChildrenSeconds()}`);
  process.exit(code);
}

const npmRun = (script) => ["npm", ["run", "--silent", script]];

async function main() {
  const counter = cpuCounter();
  // Interrupted (Ctrl-C): the cgroups go too, whatever is still in them moved out first.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      counter.close();
      process.exit(130);
    });
  }
  const started = Date.now();
  let failed = false;
  try {
    const [unitCode, buildCode] = await Promise.all([
      run(npmRun("test:unit"), { aggregate: true }),
      run(counter.buildCommand("npm run --silent build"), { aggregate: true }),
    ]);
    // The browser suite needs only the build: a failed unit test does not hide its failures, and
    // the cost line counts a whole run.
    if (buildCode === 0) failed = (await run(npmRun("test:after-build"))) !== 0;
    failed ||= unitCode !== 0 || buildCode !== 0;
  } finally {
    const total = counter.total();
    const build = counter.build();
    counter.close();
    console.log(costLine({ how: counter.how, total, build, wallSeconds: (Date.now() - started) / 1000, failed }));
  }
  process.exit(failed ? 1 : 0);
}

function costLine({ how, total, build, wallSeconds, failed }) {
  const partial = failed ? " (a step failed)" : "";
  const wall = `${Math.round(wallSeconds)} s wall`;
  if (!Number.isFinite(total) || !Number.isFinite(build) || build <= 0) {
    return `Test cost: unavailable (no writable cgroup and no /proc to count CPU time); ${wall}${partial}`;
  }
  const units = (total / build).toFixed(1);
  const counted =
    how === "cgroup"
      ? "whole process tree, by cgroup"
      : "waited-for processes only, from /proc: Chromium's reparented children are missed, so this is a lower bound";
  return `Test cost: ${total.toFixed(1)} CPU-s / build ${build.toFixed(1)} CPU-s = ${units} build-units (${counted}; ${wall})${partial}`;
}

if (process.argv[2] === "--report-children-cpu") await reportChildrenCpu(process.argv[3]);
else await main();
