// Scenario 1, load: 200 connections for 60 s (autocannon). Of every ten requests, across all
// connections, nine are public page views in turn and one is a Contact form lead with a new
// submission id. Target: no error of any kind (error status, an answer slower than SOAK_TIMEOUT
// = 10 s, socket error), and every acknowledged lead is in the database afterwards.
import autocannon from "autocannon";
import {
  BROWSER_ENCODINGS,
  LeadLedger,
  PAGES,
  RUN_TAG,
  contactLeadBody,
  countBy,
  describeCounts,
  faultLines,
  fmtMs,
  log,
  percentile,
  reconcile,
  row,
  startServer,
  storedLeadIds,
} from "./lib.mjs";

/** As a browser asks for a page: HTML, compressed. */
const PAGE_HEADERS = { accept: "text/html", "accept-encoding": BROWSER_ENCODINGS };
/**
 * A lead is posted as a browser without JavaScript posts the form. Its answer is asked for
 * uncompressed, because autocannon hands the body over as a string and the thank-you text is
 * what tells an acknowledged lead from a refused one.
 */
const LEAD_HEADERS = { accept: "text/html", "content-type": "application/x-www-form-urlencoded" };

/**
 * One request template that decides what to send each time it is used: a global turn counter
 * makes every tenth request a lead and the others page views, whatever the connection.
 */
function requestMix(ledger, leadLatencies, meta = {}) {
  let turn = 0;
  return [
    {
      setupRequest(req, context) {
        const n = turn++;
        if (n % 10 === 9) {
          const started = performance.now();
          const id = ledger.send({ started, ...meta });
          context.lead = { id, started };
          return { ...req, method: "POST", path: "/Contact", headers: LEAD_HEADERS, body: contactLeadBody(id) };
        }
        context.lead = undefined;
        return { ...req, method: "GET", path: PAGES[(n - Math.floor(n / 10)) % PAGES.length], headers: PAGE_HEADERS };
      },
      onResponse(status, body, context) {
        const lead = context.lead;
        if (!lead) return;
        context.lead = undefined;
        const ms = performance.now() - lead.started;
        // autocannon can lose track of a response after one of its own timeouts (status undefined):
        // that is no answer, not a refusal.
        if (typeof status !== "number") ledger.fail(lead.id, "UNPARSED", { ms });
        else {
          ledger.answer(lead.id, status, body, { ms });
          leadLatencies.push(ms);
        }
      },
    },
  ];
}

export async function runLoad({ engine, databaseUrl, options }) {
  const result = row({ scenario: "load", engine });
  const server = await startServer({ databaseUrl, label: `load-${engine}` });
  const ledger = new LeadLedger(`sk${RUN_TAG}-load-${engine}`);
  const leadLatencies = [];
  try {
    // Warm-up, not counted in the numbers: the same mix at 10 connections for a few seconds, so
    // the measured run starts on a process whose page and lead code paths are compiled and
    // loaded and whose page cache is filled, as in production once traffic has ramped up.
    // Warm-up leads must be stored like any other.
    const warmSeconds = options.quick ? 3 : 5;
    const warm = await autocannon({
      url: server.url,
      connections: 10,
      duration: warmSeconds,
      timeout: Math.max(60, options.timeout * 3),
      requests: requestMix(ledger, [], { warm: true }),
    });
    const warmBad = warm.errors + warm.non2xx;
    if (warmBad > 0) result.notes.push(`warm-up (${warmSeconds} s × 10 connections): ${warmBad} error(s)`);

    log(
      `load [${engine}]: ${options.connections} connections for ${options.duration} s, 1 request in 10 a lead (timeout ${options.timeout} s)`,
    );
    // Per second of the run: answers, and errors (slow answers, timeouts, socket errors).
    const perSecond = [];
    const t0 = performance.now();
    const bucket = () => (perSecond[Math.floor((performance.now() - t0) / 1000)] ??= { answers: 0, errors: 0 });
    // A request answered after more than SOAK_TIMEOUT seconds counts as timed out. autocannon's
    // own timeout is set well above that, because autocannon 9 does not reset its HTTP parser
    // when it gives up on a request: the new connection's answer is read as the rest of the old
    // one and that connection stays broken for the rest of the run (seen here as the same set of
    // connections "timing out" again every 10 s). Its own timeout still catches real hangs.
    const limitMs = options.timeout * 1000;
    let slow = 0;
    let slowest = 0;
    const cannon = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections: options.connections,
          duration: options.duration,
          timeout: Math.max(60, options.timeout * 3),
          requests: requestMix(ledger, leadLatencies),
        },
        (error, results) => (error ? reject(error) : resolve(results)),
      );
      instance.on("response", (_client, _status, _bytes, responseTime) => {
        const b = bucket();
        b.answers++;
        slowest = Math.max(slowest, responseTime);
        if (responseTime > limitMs) {
          slow++;
          b.errors++;
        }
      });
      instance.on("reqError", () => bucket().errors++);
    });

    // A lead still unanswered when the run ended either timed out (autocannon gave up on it and
    // moved on) or was simply cut off by the end of the run.
    const ended = performance.now();
    for (const entry of ledger.all()) {
      if (
        !entry.warm &&
        entry.outcome === "pending" &&
        ended - entry.started > Math.max(60, options.timeout * 3) * 1000
      ) {
        ledger.fail(entry.id, "TIMEOUT");
      }
    }

    const statuses = {};
    let badStatus = 0;
    let unparsed = 0;
    for (const [code, { count }] of Object.entries(cannon.statusCodeStats ?? {})) {
      const n = Number(count);
      statuses[code] = n;
      if (!/^\d+$/.test(code)) unparsed += n;
      else if (Number(code) < 200 || Number(code) >= 400) badStatus += n;
    }
    const leadEntries = ledger.all();
    const warmLeads = leadEntries.filter((e) => e.warm).length;
    const measuredLeads = leadEntries.length - warmLeads;
    // Leads still in flight when autocannon stopped were cut off by the end of the run: neither
    // acknowledged nor an error. Every other lead must have been acknowledged.
    const leadRefused = leadEntries.filter((e) => e.outcome === "refused");
    const leadNoAnswer = leadEntries.filter((e) => e.outcome === "no-answer");
    const cutAtEnd = leadEntries.filter((e) => e.outcome === "pending");

    const stored = await storedLeadIds(databaseUrl, ledger.prefix);
    const leads = reconcile(ledger, stored);
    const alive = server.alive();
    const seconds = cannon.duration || options.duration;

    Object.assign(result, {
      requests: cannon.requests.total,
      errors: cannon.errors + slow + badStatus + unparsed + leadRefused.length,
      p99: cannon.latency.p99,
      acknowledged: leads.acknowledged,
      stored: leads.stored,
      lost: leads.lost.length,
    });
    const errorSeconds = perSecond
      .map((b, second) => ({ second, ...(b ?? { answers: 0, errors: 0 }) }))
      .filter((b) => b.errors > 0);
    result.details = {
      perSecond,
      rps: Math.round(cannon.requests.total / seconds),
      p50: cannon.latency.p50,
      p99: cannon.latency.p99,
      max: Math.max(slowest, cannon.latency.max),
      statuses,
      connectionErrors: cannon.errors - cannon.timeouts,
      timeouts: cannon.timeouts,
      slowerThanTimeout: slow,
      slowLeads: leadLatencies.filter((ms) => ms > limitMs).length,
      slowest,
      unparsed,
      leads: {
        sent: measuredLeads,
        warmUp: warmLeads,
        p50: percentile(leadLatencies, 50),
        p99: percentile(leadLatencies, 99),
        max: leadLatencies.length ? Math.max(...leadLatencies) : 0,
        outcomes: countBy(leadEntries, (e) =>
          e.outcome === "refused" ? `refused:${e.status}` : e.outcome === "no-answer" ? e.error : e.outcome,
        ),
        cutAtEnd: cutAtEnd.length,
        ...leads,
      },
    };
    result.notes.push(
      `${Math.round(cannon.requests.total / seconds)} req/s; latency (all requests) p50 ${fmtMs(cannon.latency.p50)}, ` +
        `p99 ${fmtMs(cannon.latency.p99)}, max ${fmtMs(Math.max(slowest, cannon.latency.max))}; statuses ${describeCounts(statuses)}; ` +
        `${slow} answer(s) slower than ${options.timeout} s, ${cannon.timeouts} never answered, ${cannon.errors - cannon.timeouts} socket error(s)`,
    );
    result.notes.push(
      `leads: ${measuredLeads} sent (${((100 * measuredLeads) / Math.max(1, cannon.requests.sent ?? cannon.requests.total)).toFixed(1)}% of requests) + ${warmLeads} in the warm-up, ` +
        `latency p50 ${fmtMs(result.details.leads.p50)}, p99 ${fmtMs(result.details.leads.p99)}, max ${fmtMs(result.details.leads.max)}; ` +
        `${describeCounts(result.details.leads.outcomes)}; ${cutAtEnd.length} in flight when the run ended ` +
        `(${leads.unansweredStored} unanswered lead(s) stored anyway)`,
    );

    if (errorSeconds.length > 0) {
      result.notes.push(
        `errors by second of the run: ${errorSeconds
          .slice(0, 12)
          .map((b) => `${b.second}s:${b.errors}`)
          .join(" ")}${errorSeconds.length > 12 ? " …" : ""}`,
      );
    }
    if (slow > 0) {
      result.failures.push(
        `${slow} request(s) answered after more than ${options.timeout} s (${result.details.slowLeads} of them leads; slowest ${fmtMs(slowest)})`,
      );
    }
    if (cannon.timeouts > 0) {
      result.failures.push(
        `${cannon.timeouts} request(s) never answered (autocannon gave up after ${Math.max(60, options.timeout * 3)} s)`,
      );
    }
    if (cannon.errors - cannon.timeouts > 0) result.failures.push(`${cannon.errors - cannon.timeouts} socket error(s)`);
    if (badStatus > 0) {
      const bad = Object.entries(statuses).filter(([code]) => /^\d+$/.test(code) && (code < 200 || code >= 400));
      result.failures.push(`${badStatus} answer(s) with an error status (${describeCounts(Object.fromEntries(bad))})`);
    }
    if (unparsed > 0) result.failures.push(`${unparsed} answer(s) autocannon could not read (after its timeouts)`);
    if (leadRefused.length > 0) {
      result.failures.push(
        `${leadRefused.length} lead(s) not acknowledged (${describeCounts(countBy(leadRefused, (e) => e.status))})`,
      );
    }
    if (leadNoAnswer.length > 0) {
      result.notes.push(
        `${leadNoAnswer.length} lead(s) got no answer (${describeCounts(countBy(leadNoAnswer, (e) => e.error))}), also counted as timeouts or socket errors above`,
      );
    }
    if (leads.lost.length > 0) {
      result.failures.push(
        `${leads.lost.length} acknowledged lead(s) missing from the database (${leads.lost.slice(0, 5).join(", ")})`,
      );
    }
    if (leads.acknowledged === 0) result.failures.push("no lead was acknowledged at all");
    if (!alive) result.failures.push("the server process died during the run");
    const faults = faultLines(server.output());
    if (faults.length > 0) {
      result.notes.push(`server logged ${faults.length} error line(s), first: ${faults[0].slice(0, 200)}`);
    }
  } finally {
    await server.stop();
  }
  return result;
}
