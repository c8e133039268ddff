// Scenario 3, database outage (PostgreSQL, on the throwaway cluster only): pages and leads under
// load, the cluster stopped (fast) for ~10 s, then started again, with no restart of the app.
// Targets: the process stays alive; while the database is down pages answer 503 with a friendly
// page and /readyz answers 503; no lead is acknowledged that is not stored; once the database is
// back, pages and /readyz answer 200 again by themselves.
import http from "node:http";
import {
  BROWSER_ENCODINGS,
  LeadLedger,
  PAGES,
  RUN_TAG,
  countBy,
  describeCounts,
  faultLines,
  fmtMs,
  log,
  logEntry,
  percentile,
  reconcile,
  request,
  row,
  sleep,
  startServer,
  storedLeadIds,
  submitLead,
} from "./lib.mjs";

const CONCURRENCY = 20;
const PROBE_EVERY_MS = 200;
const RECOVERY_LIMIT_MS = 30_000;

/** A stack trace, or a raw error, in a page a visitor sees. */
const LEAKED_FAULT = /\n\s+at [^\n]+:\d+:\d+|ECONNREFUSED|Connection terminated|Error: /;

const indent = (text) =>
  text
    .trim()
    .split("\n")
    .map((line) => `      | ${line}`)
    .join("\n");

/** The line that says why a process crashed (the thrown error's first line). */
function crashLine(output) {
  const lines = output.split("\n");
  // The server's own last word: a fatal JSON log line with the error in `err`.
  const fatal = lines.map(logEntry).findLast((entry) => entry?.level === 60 && entry.err);
  if (fatal) return `${fatal.err.type}: ${fatal.err.message}${fatal.err.code ? ` (${fatal.err.code})` : ""}`;
  const at = lines.findIndex((line) => /throw er;|Unhandled|uncaught/i.test(line));
  const from = at >= 0 ? at : 0;
  const line = lines.slice(from).find((l) => /^\s*(\w*Error|error)\b[:]/.test(l));
  const code = /code: '([^']+)'/.exec(lines.slice(from).join("\n"))?.[1];
  return line ? `${line.trim()}${code ? ` (${code})` : ""}` : undefined;
}

function firstText(html, tag) {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, "i").exec(html ?? "");
  return match ? match[1].replace(/<[^>]+>/g, "").trim() : "";
}

/**
 * When `records` (sorted by start) settled on success after `from`: the end of the first
 * success that started after the last failure. Undefined if the last one failed.
 */
function recoveredAt(records, from) {
  const after = records.filter((r) => r.start >= from).sort((a, b) => a.start - b.start);
  let lastFailure = -Infinity;
  for (const r of after) if (r.status !== 200) lastFailure = r.start;
  const firstGood = after.find((r) => r.start > lastFailure && r.status === 200);
  return firstGood ? firstGood.end : undefined;
}

export async function runOutage({ engine, databaseUrl, options, cluster }) {
  const result = row({ scenario: "outage", engine });
  const server = await startServer({ databaseUrl, label: "outage" });
  const ledger = new LeadLedger(`sk${RUN_TAG}-outage`);
  const records = [];
  const timeline = {};
  let phase = "before";
  let running = true;
  const t0 = performance.now();
  const mark = (name) => (timeline[name] = performance.now());
  let death;
  void server.exited.then((exit) => (death = { at: performance.now(), phase, exit }));

  const record = (kind, answer, extra = {}) => {
    const r = {
      kind,
      phase: extra.phase,
      start: answer.startedAt,
      end: answer.startedAt + answer.ms,
      status: answer.status ?? answer.error,
      ms: answer.ms,
      ...extra,
    };
    records.push(r);
    return r;
  };

  const samples = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let turn = 0;
  const worker = async () => {
    while (running) {
      const n = turn++;
      const startPhase = phase;
      if (n % 10 === 9) {
        const answer = await submitLead(server.url, ledger, { agent, meta: { phase: startPhase }, timeoutMs: 30_000 });
        record("lead", answer, { phase: startPhase, id: answer.id, acknowledged: answer.acknowledged });
        if (answer.error) await sleep(50);
      } else {
        const path = PAGES[n % PAGES.length];
        const answer = await request(`${server.url}${path}`, {
          agent,
          timeoutMs: 30_000,
          headers: { accept: "text/html", "accept-encoding": BROWSER_ENCODINGS },
        });
        record("page", answer, { phase: startPhase, path });
        if (answer.error) await sleep(50);
        const key = `${startPhase}:${answer.status ?? answer.error}`;
        if (!samples[key] && answer.body !== undefined) {
          samples[key] = {
            path,
            status: answer.status,
            contentType: answer.headers["content-type"],
            retryAfter: answer.headers["retry-after"],
            title: firstText(answer.body, "title"),
            h1: firstText(answer.body, "h1"),
            leaksFault: LEAKED_FAULT.test(answer.body),
            bytes: answer.body.length,
          };
        }
      }
    }
  };
  const prober = async () => {
    while (running) {
      const startPhase = phase;
      const [ready, health] = await Promise.all([
        request(`${server.url}/readyz`, { agent: false, timeoutMs: 10_000 }),
        request(`${server.url}/healthz`, { agent: false, timeoutMs: 10_000 }),
      ]);
      record("readyz", ready, { phase: startPhase });
      record("healthz", health, { phase: startPhase });
      await sleep(PROBE_EVERY_MS);
    }
  };

  let clusterStopped = false;
  try {
    // A few views first, not recorded, so the process is not cold when the load starts.
    for (const path of PAGES) await request(`${server.url}${path}`, { timeoutMs: 30_000 });
    const loadStart = performance.now();
    const load = [...Array.from({ length: CONCURRENCY }, worker), prober()];
    // Under load for a few seconds, and until pages are being served, before the database goes.
    const beforeMs = options.quick ? 3_000 : 5_000;
    const servedPages = () => records.filter((r) => r.kind === "page" && r.status === 200).length;
    const elapsed = () => performance.now() - loadStart;
    while (elapsed() < 30_000 && (elapsed() < beforeMs || servedPages() < 20)) {
      await sleep(100);
    }

    log(`outage: stopping the throwaway cluster (fast) under load`);
    phase = "stopping";
    mark("stopRequested");
    await cluster.stop("fast");
    clusterStopped = true;
    mark("down");
    phase = "down";
    const downMs = (options.quick ? Math.min(options.outageSeconds, 6) : options.outageSeconds) * 1000;
    await sleep(downMs);

    log(`outage: starting the cluster again after ${downMs / 1000} s`);
    phase = "starting";
    mark("startRequested");
    await cluster.start();
    clusterStopped = false;
    mark("up");
    phase = "after";

    // Run on until pages and /readyz have both settled on 200 (and a little longer), or give up.
    const settleMs = options.quick ? 2_000 : 3_000;
    for (;;) {
      const now = performance.now();
      const pagesOk = recoveredAt(
        records.filter((r) => r.kind === "page"),
        timeline.up,
      );
      const readyOk = recoveredAt(
        records.filter((r) => r.kind === "readyz"),
        timeline.up,
      );
      if (pagesOk && readyOk && now - Math.max(pagesOk, readyOk) > settleMs) break;
      if (now - timeline.up > RECOVERY_LIMIT_MS + settleMs) break;
      if (!server.alive()) break;
      await sleep(100);
    }
    running = false;
    await Promise.all(load);
    agent.destroy();
    mark("end");

    // ---- what happened
    const of = (kind, ph) => records.filter((r) => r.kind === kind && (ph === undefined || r.phase === ph));
    const statusCounts = (kind, ph) => countBy(of(kind, ph), (r) => r.status);
    const downPages = of("page", "down");
    const downLeads = of("lead", "down");
    const downReady = of("readyz", "down");
    const downHealth = of("healthz", "down");
    const pagesBack = recoveredAt(of("page"), timeline.up);
    const readyBack = recoveredAt(of("readyz"), timeline.up);
    const firstReady503 = of("readyz")
      .filter((r) => r.start >= timeline.stopRequested && r.status === 503)
      .sort((a, b) => a.start - b.start)[0];

    const stored = await storedLeadIds(databaseUrl, ledger.prefix);
    const leads = reconcile(ledger, stored);
    const acknowledgedWhileDown = ledger.all().filter((e) => e.phase === "down" && e.outcome === "acknowledged");

    // Errors: answers that missed their phase's target. The seconds while the cluster stops or
    // starts, and the recovery window, are shown in the notes but not counted.
    const settledFrom = Math.max(pagesBack ?? Infinity, readyBack ?? Infinity);
    const expected = (r) => {
      if (r.kind === "healthz") return 200;
      if (r.phase === "down") return r.kind === "lead" ? "refused" : 503;
      if (r.phase === "before" || (r.phase === "after" && r.start >= settledFrom)) {
        return r.kind === "lead" ? "acknowledged" : 200;
      }
      return undefined;
    };
    const missed = records.filter((r) => {
      const want = expected(r);
      if (want === undefined) return false;
      if (r.kind === "lead") return (want === "acknowledged") !== Boolean(r.acknowledged);
      return r.status !== want;
    });
    const errorsTotal = missed.length;
    Object.assign(result, {
      requests: records.length,
      errors: errorsTotal,
      p99: percentile(
        records.filter((r) => r.kind === "page").map((r) => r.ms),
        99,
      ),
      acknowledged: leads.acknowledged,
      stored: leads.stored,
      lost: leads.lost.length,
    });
    const phases = ["before", "stopping", "down", "starting", "after"];
    result.details = {
      timelineSeconds: Object.fromEntries(Object.entries(timeline).map(([k, v]) => [k, (v - t0) / 1000])),
      byPhase: Object.fromEntries(
        phases.map((ph) => [
          ph,
          {
            pages: statusCounts("page", ph),
            leads: statusCounts("lead", ph),
            readyz: statusCounts("readyz", ph),
            healthz: statusCounts("healthz", ph),
          },
        ]),
      ),
      samples,
      pagesRecoveredMs: pagesBack ? pagesBack - timeline.up : null,
      readyzRecoveredMs: readyBack ? readyBack - timeline.up : null,
      readyzFirst503AfterStopMs: firstReady503 ? firstReady503.end - timeline.stopRequested : null,
      leads,
      downPageLatencyP99: percentile(
        downPages.map((r) => r.ms),
        99,
      ),
    };
    for (const ph of phases) {
      const b = result.details.byPhase[ph];
      result.notes.push(
        `${ph.padEnd(8)} pages ${describeCounts(b.pages)} | leads ${describeCounts(b.leads)} | /readyz ${describeCounts(b.readyz)} | /healthz ${describeCounts(b.healthz)}`,
      );
    }
    const downSample = Object.entries(samples).find(([key]) => key.startsWith("down:"))?.[1];
    if (downSample) {
      result.notes.push(
        `a page while down: ${downSample.status} ${downSample.contentType ?? ""}, <title> "${downSample.title}", <h1> "${downSample.h1}"${downSample.leaksFault ? ", LEAKS an error/stack trace" : ""}`,
      );
    }
    result.notes.push(
      `after the database came back: pages 200 again after ${fmtMs(result.details.pagesRecoveredMs)}, /readyz after ${fmtMs(result.details.readyzRecoveredMs)}; ` +
        `/readyz first said 503 ${fmtMs(result.details.readyzFirst503AfterStopMs)} after the stop began`,
    );

    // ---- targets
    if (death) {
      const when = timeline.stopRequested
        ? `${((death.at - timeline.stopRequested) / 1000).toFixed(1)} s after the stop began`
        : "before the stop";
      const cause = crashLine(server.output());
      result.failures.push(
        `the process died (exit ${death.exit.code ?? death.exit.signal}) while ${death.phase === "stopping" ? "the database was stopping" : `the database was ${death.phase}`}, ${when}${cause ? `: ${cause}` : ""}`,
      );
      result.details.death = { phase: death.phase, seconds: (death.at - t0) / 1000, exit: death.exit };
      result.details.serverOutputTail = server.output().slice(-6000);
      result.notes.push(`server output (end):\n${indent(server.output().slice(-1200))}`);
    } else {
      const downPageCodes = countBy(downPages, (r) => r.status);
      const not503 = downPages.filter((r) => r.status !== 503);
      if (downPages.length === 0) result.failures.push("no page request was made while the database was down");
      else if (not503.length > 0) {
        result.failures.push(
          `while down, ${not503.length} of ${downPages.length} page(s) did not answer 503 (${describeCounts(downPageCodes)})`,
        );
      }
      const downSamples = Object.entries(samples).filter(([key]) => key.startsWith("down:"));
      if (downSamples.some(([, sample]) => sample.leaksFault)) {
        result.failures.push("while down, a page showed an error message or stack trace to the visitor");
      }
      const notHtml = downSamples.find(([, sample]) => !/text\/html/.test(sample.contentType ?? ""));
      if (notHtml)
        result.failures.push(`while down, a page answered ${notHtml[1].contentType} instead of an HTML page`);
      const readyNot503 = downReady.filter((r) => r.status !== 503);
      if (readyNot503.length > 0) {
        result.failures.push(
          `while down, /readyz answered ${describeCounts(countBy(readyNot503, (r) => r.status))} (expected 503)`,
        );
      }
      const healthBad = downHealth.filter((r) => r.status !== 200);
      if (healthBad.length > 0) {
        result.failures.push(`while down, /healthz answered ${describeCounts(countBy(healthBad, (r) => r.status))}`);
      }
      if (!pagesBack || pagesBack - timeline.up > RECOVERY_LIMIT_MS) {
        result.failures.push(
          `pages did not settle on 200 within ${RECOVERY_LIMIT_MS / 1000} s of the database's return`,
        );
      }
      if (!readyBack || readyBack - timeline.up > RECOVERY_LIMIT_MS) {
        result.failures.push(
          `/readyz did not settle on 200 within ${RECOVERY_LIMIT_MS / 1000} s of the database's return`,
        );
      }
      const before = of("page", "before").filter((r) => r.status !== 200);
      if (before.length > 0) {
        result.failures.push(
          `${before.length} page(s) failed before the outage (${describeCounts(countBy(before, (r) => r.status))})`,
        );
      }
    }
    if (downLeads.length > 0) {
      result.notes.push(
        `leads while down: ${describeCounts(countBy(downLeads, (r) => r.status))}; acknowledged ${acknowledgedWhileDown.length}; refused but stored anyway ${leads.refusedButStored.length}`,
      );
    }
    if (acknowledgedWhileDown.some((e) => !stored.has(e.id))) {
      result.failures.push("a lead was acknowledged while the database was down but is not stored");
    }
    if (leads.lost.length > 0) {
      result.failures.push(`${leads.lost.length} acknowledged lead(s) missing (${leads.lost.slice(0, 5).join(", ")})`);
    }
    const faults = faultLines(server.output());
    result.notes.push(
      `server logged ${faults.length} error line(s)${faults.length ? `, first: ${faults[0].slice(0, 160)}` : ""}`,
    );
  } finally {
    running = false;
    if (clusterStopped) await cluster.start().catch((error) => log(`could not restart the cluster: ${error.message}`));
    await server.stop();
  }
  return result;
}
