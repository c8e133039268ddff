// The scale section of `npm run bench` (issue 14): a server on 10,000 synthetic colleges
// (`npm run seed:scale`; the database is reused when it already holds them) against the demo
// server the bench already runs.
//
// - search: ~200 GETs of /colleges-course?q=…, one at a time, every one a different address so
//   the HTML cache never answers (it keys by q and page); the first search after the start is
//   timed alone, as the index build. The same for /search/suggest?q=<prefix>, when it answers.
// - a college page: autocannon on a synthetic college against the demo's college, back to back.
// - the stream pages, the sitemap and a few other public pages: first (uncached) render and size.
// - admin lists (signed in through the spec's login API): time and size of a catalogue list's
//   first and last pages, a search, and the add-course form (its <select> of every college).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { ADMIN, BROWSER_ENCODINGS, percentile, request, startServer } from "../soak/lib.mjs";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCALE_COLLEGES = 10_000;
/** The database `npm run seed:scale` fills by default, reused from run to run. */
const SCALE_DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? `file:${path.join(REPO_ROOT, "data", "scale.sqlite")}`;
/** The bench's demo server runs on SQLite: the college page's ratio holds for a scale database on SQLite too. */
const SAME_ENGINE_AS_DEMO = SCALE_DATABASE_URL.startsWith("file:");
const SEARCH_TARGET_P95_MS = 50;
const THROUGHPUT_TARGET = 0.8;

/** What students type: old and new city names, a stream and a city, typos, short names. */
const QUERIES = [
  "bangalore",
  "bengaluru",
  "mysore",
  "mysuru",
  "bombay",
  "mumbai",
  "madras",
  "calcutta",
  "trichy",
  "gurgaon",
  "poona",
  "engineering colleges in pune",
  "mbbs bangalore",
  "mba in mumbai",
  "banglore",
  "enginering colleges",
  "btech computer science",
  "b.tech chennai",
  "medical colleges in karnataka",
  "iit",
  "sie pune",
  "law colleges in delhi",
  "bba hyderabad",
  "top engineering colleges",
  "best mba colleges in kolkata",
  "pharmacy",
  "architecture ahmedabad",
  "nursing coimbatore",
  "mtech vlsi",
];
/** Pages of each query: 29 queries × 7 pages = 203 addresses, none of them served twice. */
const SEARCH_PAGES = 7;
const SUGGEST_WORDS = [
  "bengaluru",
  "bangalore",
  "mysuru",
  "mumbai",
  "pune",
  "chennai",
  "kolkata",
  "hyderabad",
  "gurugram",
  "tiruchirappalli",
  "engineering",
  "management",
  "medical",
  "btech",
  "mbbs",
  "synthetic",
  "institute",
  "college",
  "jaipur",
  "ahmedabad",
  "lucknow",
  "bhopal",
  "kochi",
  "nagpur",
  "noida",
  "indore",
  "vadodara",
  "patna",
  "raipur",
  "dehradun",
  "ranchi",
  "guwahati",
  "amritsar",
  "ludhiana",
  "surat",
  "thane",
  "madurai",
  "salem",
  "vellore",
  "udaipur",
];

const encoded = (query) => encodeURIComponent(query).replace(/%20/g, "+");
const gzipBytes = (body) => zlib.gzipSync(body).length;

/** GETs each path in turn (one request at a time) and collects times, statuses and sizes. */
async function timeEach(url, paths, headers = {}) {
  const results = [];
  for (const path of paths) {
    const answer = await request(`${url}${path}`, {
      headers: { "accept-encoding": BROWSER_ENCODINGS, ...headers },
    });
    results.push({ path, ms: answer.ms, status: answer.status ?? answer.error, body: answer.body ?? "" });
  }
  const times = results.map((result) => result.ms);
  return {
    results,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    failed: results.filter((result) => result.status !== 200).length,
  };
}

function seedScaleDatabase() {
  const seeded = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, "scripts/seed-scale.mjs"), "--colleges", String(SCALE_COLLEGES)],
    { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: SCALE_DATABASE_URL }, stdio: "inherit" },
  );
  if (seeded.status !== 0) throw new Error(`seed:scale failed (exit ${seeded.status}) on ${SCALE_DATABASE_URL}`);
}

async function signIn(url) {
  const answer = await request(`${url}/narayanaApi/adminLogin.php`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const cookie = /(__Host-admin_session=[^;]+)/.exec(String(answer.headers?.["set-cookie"] ?? ""))?.[1];
  if (!cookie) throw new Error(`admin sign-in failed: ${answer.status ?? answer.error}`);
  return cookie;
}

/**
 * Runs the scale benchmarks against a new server on the synthetic database. `demo` is the
 * bench's demo server, `load(url, { duration })` its autocannon run. Returns the rows to print
 * and the targets missed.
 */
export async function benchScale({ demo, demoCollegePath, load, duration }) {
  const failures = [];
  const seedStarted = performance.now();
  seedScaleDatabase();
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startServer({
    databaseUrl: SCALE_DATABASE_URL,
    label: "bench-scale",
    // A key of its own, so no ip-hash.key is written into ./data beside the site's own database.
    env: { IP_HASH_SECRET: crypto.randomBytes(32).toString("hex") },
  });
  try {
    // Search: the first one alone (it may build the index), then every query on every page.
    const first = await timeEach(server.url, ["/colleges-course?q=engineering+colleges+in+bengaluru"]);
    const searchPaths = [];
    for (let page = 1; page <= SEARCH_PAGES; page++) {
      for (const query of QUERIES) searchPaths.push(`/colleges-course?q=${encoded(query)}&page=${page}`);
    }
    const search = await timeEach(server.url, searchPaths);
    if (search.p95 >= SEARCH_TARGET_P95_MS) failures.push(`search p95 ${search.p95.toFixed(1)} ms at 10,000 colleges`);
    if (search.failed > 0) failures.push(`${search.failed} searches failed`);

    const suggestProbe = await request(`${server.url}/search/suggest?q=ben`);
    let suggest;
    if (suggestProbe.status === 200) {
      const prefixes = SUGGEST_WORDS.flatMap((word) => [2, 3, 4, 5, 6].map((length) => word.slice(0, length)));
      suggest = await timeEach(
        server.url,
        [...new Set(prefixes)].map((prefix) => `/search/suggest?q=${prefix}`),
      );
      if (suggest.failed > 0) failures.push(`${suggest.failed} suggestions failed`);
    }

    // Pages at 10,000 colleges: the first request renders (a cache miss); bytes as sent before compression.
    const pages = await timeEach(server.url, [
      "/top-engineering-colleges-in-india",
      "/top-engineering-colleges-in-india?page=2",
      "/Management-colleges-in-india",
      "/Medical-colleges-in-india",
      "/",
      "/colleges-course",
      "/exams",
      "/sitemap.xml",
    ]);
    const engineeringCached = await timeEach(server.url, Array(20).fill("/top-engineering-colleges-in-india"));
    const engineeringPages = await timeEach(
      server.url,
      Array.from({ length: 40 }, (_, i) => `/top-engineering-colleges-in-india?page=${i + 3}`),
    );
    const sitemap = await timeEach(server.url, Array(10).fill("/sitemap.xml"));
    for (const page of pages.results) if (page.status !== 200) failures.push(`${page.path} answered ${page.status}`);

    // The college page: a synthetic college from the middle of the sitemap, against the demo's.
    const sitemapBody = pages.results.find((page) => page.path === "/sitemap.xml").body;
    const collegeUrls = [...sitemapBody.matchAll(/<loc>([^<]*\/synthetic-[^<]*)<\/loc>/g)].map((match) => match[1]);
    const collegePath = new URL(collegeUrls[Math.floor(collegeUrls.length / 2)]).pathname;
    await load(`${server.url}${collegePath}`, { duration: 3 }); // warm the page cache and the JIT
    const demoCollege = await load(`${demo.url}${demoCollegePath}`, { duration });
    const scaleCollege = await load(`${server.url}${collegePath}`, { duration });
    const ratio = scaleCollege.rps / demoCollege.rps;
    if (SAME_ENGINE_AS_DEMO && ratio < THROUGHPUT_TARGET)
      failures.push(`college page at 10,000 colleges: ${(ratio * 100).toFixed(0)}% of demo`);
    if (scaleCollege.errors > 0) failures.push("college page errors at 10,000 colleges");

    // Admin lists and forms, signed in.
    const cookie = await signIn(server.url);
    const admin = {};
    for (const [name, paths] of [
      ["colleges list, page 1", ["/Admin/catalogue/colleges"]],
      ["colleges list, last page", ["/Admin/catalogue/colleges?page=500"]],
      ["colleges list, search pune", ["/Admin/catalogue/colleges?q=pune"]],
      ["courses list, page 1", ["/Admin/catalogue/courses"]],
      ["courses list, last page", ["/Admin/catalogue/courses?page=5000"]],
      ["add course form", ["/Admin/CollegeCource"]],
      ["add branch form", ["/Admin/CollegeBranch"]],
    ]) {
      admin[name] = await timeEach(server.url, Array(10).fill(paths[0]), { cookie });
      if (admin[name].failed > 0) failures.push(`${name}: ${admin[name].results[0].status}`);
    }

    return {
      failures,
      print() {
        const ms = (value) => Math.round(value * 10) / 10;
        const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
        console.log(
          `\nScale: ${SCALE_COLLEGES.toLocaleString("en-IN")} synthetic colleges (${SCALE_DATABASE_URL}; seed step ${seedSeconds.toFixed(1)} s)`,
        );
        const searchRow = (label, timed) => ({
          what: label,
          requests: timed.results.length,
          "p50 ms": ms(timed.p50),
          "p95 ms": ms(timed.p95),
          "max ms": ms(timed.max),
          failed: timed.failed,
        });
        console.table([
          { what: "first search (index build)", requests: 1, "p50 ms": ms(first.p50) },
          searchRow(`search, ${QUERIES.length} queries × ${SEARCH_PAGES} pages, all cache misses`, search),
          suggest
            ? searchRow("suggestions, distinct prefixes", suggest)
            : { what: "suggestions: /search/suggest answered " + suggestProbe.status + ", skipped" },
        ]);
        console.log(`search p95 target < ${SEARCH_TARGET_P95_MS} ms`);
        console.log("Pages at 10,000 colleges (first request renders; size before compression, and gzipped):");
        console.table(
          pages.results.map((page) => ({
            page: page.path,
            status: page.status,
            "first ms": ms(page.ms),
            size: kb(Buffer.byteLength(page.body)),
            gzip: kb(gzipBytes(page.body)),
          })),
        );
        console.table([
          searchRow("engineering page 1, cached", engineeringCached),
          searchRow("engineering pages 3–42, each rendered", engineeringPages),
          searchRow("/sitemap.xml (never cached by the server)", sitemap),
        ]);
        console.log(`autocannon, 50 connections, ${duration} s, no pipelining, back to back:`);
        console.table([
          {
            target: `demo college ${demoCollegePath}`,
            "req/s": Math.round(demoCollege.rps),
            "p99 ms": demoCollege.p99,
            errors: demoCollege.errors,
          },
          {
            target: `synthetic college ${collegePath}`,
            "req/s": Math.round(scaleCollege.rps),
            "p99 ms": scaleCollege.p99,
            errors: scaleCollege.errors,
          },
        ]);
        console.log(
          SAME_ENGINE_AS_DEMO
            ? `10,000 colleges / demo = ${(ratio * 100).toFixed(0)}% (target ≥ ${THROUGHPUT_TARGET * 100}%)`
            : `10,000 colleges on PostgreSQL / demo on SQLite = ${(ratio * 100).toFixed(0)}% (engines differ: no target)`,
        );
        console.log("Admin pages at 10,000 colleges (signed in, 10 requests each):");
        console.table(
          Object.entries(admin).map(([name, timed]) => ({
            page: `${name} ${timed.results[0].path}`,
            "p50 ms": ms(timed.p50),
            "p95 ms": ms(timed.p95),
            size: kb(Buffer.byteLength(timed.results[0].body)),
            gzip: kb(gzipBytes(timed.results[0].body)),
          })),
        );
      },
    };
  } finally {
    await server.stop();
  }
}
