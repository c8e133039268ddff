// Floods a server the way the hardening issue describes, and times other requests meanwhile.
// Used by tests/e2e/server/flood.test.ts and `npm run bench`.
//
// flood() runs the load from a child process (this file), so the caller's event loop stays free
// to time its probes. Both floods run at once, for `seconds`, each over `connections`:
// - views: POST /narayanaApi/collegedetails.php {college_id}, as fast as the server answers;
// - clicks: GET `path` with a new gclid on every request, as ads bring visitors.
import { spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";

const SELF = fileURLToPath(import.meta.url);

/**
 * @param {{url: string, seconds: number, connections: number, collegeId: number, path: string}} options
 * @returns {Promise<{views: FloodCount, clicks: FloodCount}>}
 * @typedef {{requests: number, ok: number, failed: number}} FloodCount
 */
export function flood(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, JSON.stringify(options)], { stdio: ["ignore", "pipe", "inherit"] });
    // The load generator needs a core of its own to flood at full rate. On a two-core machine it
    // yields to the server and the prober when both want the CPU: what is measured is how the
    // server copes with the flood, not how the scheduler shares the machine.
    try {
      os.setPriority(child.pid, 10);
    } catch {
      // not permitted here: run at the same priority
    }
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(output));
      else reject(new Error(`flood exited with ${code}: ${output}`));
    });
  });
}

/**
 * GETs each of `paths` in turn, every `everyMs`, until `until` settles.
 * @returns {Promise<Map<string, number[]>>} the milliseconds each answer took, per path
 */
export async function timeWhile(url, paths, until, everyMs = 100) {
  const times = new Map(paths.map((path) => [path, []]));
  let done = false;
  void until.finally(() => (done = true)).catch(() => {});
  while (!done) {
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} under the flood`);
      times.get(path).push(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return times;
}

async function main() {
  const { default: autocannon } = await import("autocannon");
  const { url, seconds, connections, collegeId, path } = JSON.parse(process.argv[2]);
  let click = 0;
  const run = (target) => autocannon({ ...target, connections, duration: seconds, pipelining: 1 });
  const [views, clicks] = await Promise.all([
    run({
      url: `${url}/narayanaApi/collegedetails.php`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ college_id: collegeId }),
    }),
    run({
      url: `${url}${path}`,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?gclid=${process.pid}x${click++}` }) }],
    }),
  ]);
  const count = (result) => ({
    requests: result.requests.total,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  });
  console.log(JSON.stringify({ views: count(views), clicks: count(clicks) }));
}

if (process.argv[1] === SELF) await main();
