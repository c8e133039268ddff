// Scenario 2, crash: leads arrive ten at a time, the server is killed with SIGKILL mid-stream and
// restarted on the same database, several times. Target: every lead that was acknowledged before
// a kill is in the database; the restarted server takes leads again; nothing else goes wrong.
import http from "node:http";
import {
  LeadLedger,
  RUN_TAG,
  countBy,
  describeCounts,
  log,
  percentile,
  reconcile,
  request,
  row,
  sleep,
  sqliteIntegrity,
  startServer,
  storedLeadIds,
  submitLead,
} from "./lib.mjs";

const CONCURRENCY = 10;

export async function runCrash({ engine, databaseUrl, options }) {
  const result = row({ scenario: "crash", engine });
  const ledger = new LeadLedger(`sk${RUN_TAG}-crash-${engine}`);
  let server = await startServer({ databaseUrl, label: `crash-${engine}` });
  const port = server.port;
  const kills = [];
  try {
    for (let cycle = 1; cycle <= options.crashCycles; cycle++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      let running = true;
      const inCycle = (outcome) => ledger.all().filter((e) => e.cycle === cycle && e.outcome === outcome).length;
      const url = server.url;
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        while (running) await submitLead(url, ledger, { agent, meta: { cycle } });
      });
      // Let a stream build up, then kill at a random moment within it.
      const target = 30 + Math.floor(Math.random() * 40);
      const deadline = Date.now() + 30_000;
      while (inCycle("acknowledged") < target && Date.now() < deadline && server.alive()) await sleep(20);
      await sleep(Math.floor(Math.random() * 150));
      const pending = inCycle("pending");
      const acknowledgedBefore = inCycle("acknowledged");
      running = false;
      server.kill("SIGKILL");
      const exit = await server.exited;
      await Promise.all(workers);
      agent.destroy();
      kills.push({ cycle, acknowledgedBefore, inFlightAtKill: pending, exit });
      log(
        `crash [${engine}] cycle ${cycle}: SIGKILL with ${pending} lead(s) in flight after ${acknowledgedBefore} acknowledged`,
      );
      server = await startServer({ databaseUrl, port, label: `crash-${engine}-restart-${cycle}` });
    }

    // After the last restart the server must take leads again and be ready.
    const ready = await request(`${server.url}/readyz`);
    const after = await submitLead(server.url, ledger, { meta: { cycle: "after" } });
    const page = await request(`${server.url}/rv-college-of-engineering`);

    const stored = await storedLeadIds(databaseUrl, ledger.prefix);
    const leads = reconcile(ledger, stored);
    const answered = ledger.all().filter((e) => e.outcome === "acknowledged" || e.outcome === "refused");
    const refused = ledger.all().filter((e) => e.outcome === "refused");
    const cut = ledger.all().filter((e) => e.outcome === "no-answer" || e.outcome === "pending");
    Object.assign(result, {
      requests: ledger.size + 2,
      errors: refused.length,
      p99: percentile(
        answered.map((e) => e.ms),
        99,
      ),
      acknowledged: leads.acknowledged,
      stored: leads.stored,
      lost: leads.lost.length,
    });
    result.details = { kills, leads, cutByKill: countBy(cut, (e) => e.error ?? "pending") };
    result.notes.push(
      `${kills.length} SIGKILL(s); ${cut.length} lead(s) cut off by a kill (no answer: ${describeCounts(result.details.cutByKill)}), ` +
        `${leads.unansweredStored} of them stored anyway`,
    );

    if (leads.lost.length > 0) {
      result.failures.push(
        `${leads.lost.length} acknowledged lead(s) missing after restart (${leads.lost.slice(0, 5).join(", ")})`,
      );
    }
    if (refused.length > 0) {
      result.failures.push(
        `${refused.length} lead(s) refused while the server was up (${describeCounts(countBy(refused, (e) => e.status))})`,
      );
    }
    if (leads.acknowledged === 0) result.failures.push("no lead was acknowledged at all");
    if (!after.acknowledged)
      result.failures.push(`after the last restart a lead answered ${after.status ?? after.error}`);
    if (ready.status !== 200)
      result.failures.push(`after the last restart /readyz answered ${ready.status ?? ready.error}`);
    if (page.status !== 200)
      result.failures.push(`after the last restart the college page answered ${page.status ?? page.error}`);
    const notKilled = kills.filter((k) => k.exit.signal !== "SIGKILL");
    if (notKilled.length > 0) result.failures.push(`${notKilled.length} kill(s) did not end the process by SIGKILL`);
    if (engine === "sqlite") {
      const integrity = sqliteIntegrity(databaseUrl);
      result.notes.push(`SQLite integrity_check after the kills: ${integrity}`);
      if (integrity !== "ok") result.failures.push(`SQLite integrity_check: ${integrity}`);
    }
  } finally {
    await server.stop();
  }
  return result;
}
