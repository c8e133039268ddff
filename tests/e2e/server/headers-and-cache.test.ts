import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { engines, demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { apiClient, apiLogin, startApiServer, type ApiCall } from "../api/api-client";
import { uniqueName } from "../admin/admin-helpers";
import { waitForHydration } from "../support/hydration";
import { encodePage, type Encoding } from "../../../server/page-encodings";

const COLLEGE_PAGE = "/rv-college-of-engineering";
const METRICS_TOKEN = "headers-and-cache-metrics-token";

/** A response's body as sent, still compressed (fetch would decode it). */
function rawBody(url: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

function cspOf(response: Response): Record<string, string> {
  const header = response.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

describe("security headers on every response [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server } = await startApiServer("sqlite"));
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("pages, assets, API answers, health checks, 404s and refusals all carry them; no X-Powered-By; no HSTS over plain HTTP", async () => {
    const home = await fetch(server.url);
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(await home.text())!;
    const targets: [string, RequestInit?][] = [
      ["/"],
      [COLLEGE_PAGE],
      [asset[1] ?? asset[2]!],
      ["/favicon.svg"],
      ["/CatagoryGet"],
      ["/healthz"],
      ["/no-such-college-anywhere"],
      ["/Admin/Desboard"],
      ["/CollegeBranch", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }],
      ["/Contact", { method: "POST", body: "x=1", headers: { Origin: "https://evil.example" } }],
    ];
    for (const [target, init] of targets) {
      const response = await fetch(`${server.url}${target}`, { redirect: "manual", ...init });
      const label = `${init?.method ?? "GET"} ${target} (${response.status})`;
      expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), label).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      expect(response.headers.get("x-frame-options"), label).toBe("DENY");
      expect(response.headers.get("x-powered-by"), label).toBeNull();
      expect(response.headers.get("strict-transport-security"), label).toBeNull();
      const csp = cspOf(response);
      // None of these is a page React Router runs in the browser: each gets the public pages'
      // policy, which names the islands starter by hash (tests/e2e/server/content-security-policy.test.ts).
      expect(csp["script-src"], label).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp["frame-ancestors"], label).toBe("'none'");
      expect(csp["object-src"], label).toBe("'none'");
      expect(csp["base-uri"], label).toBe("'none'");
      // Only this origin: no third-party host anywhere in the policy.
      expect(response.headers.get("content-security-policy"), label).not.toMatch(/https?:|\*/);
    }
  });

  test("Cross-Origin-Opener-Policy: same-origin on every private response, none on the pages every visitor sees alike (ADR 095)", async () => {
    const opener = async (target: string, init?: RequestInit) =>
      (await fetch(`${server.url}${target}`, { redirect: "manual", ...init })).headers.get(
        "cross-origin-opener-policy",
      );
    // A person's data, a session, a token in the address, a form's answer, a page no route marks storable.
    for (const [target, init] of [
      ["/AdminLogin"],
      ["/Admin/Desboard"],
      ["/status/no-such-token-at-all"],
      ["/privacy/request"],
      ["/Contact", { method: "POST", body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } }],
      // A booking's answer names the student; the booking page itself does not (below).
      [
        "/counselling/book",
        { method: "POST", body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      ],
    ] as [string, RequestInit?][]) {
      expect(await opener(target, init), `${init?.method ?? "GET"} ${target}`).toBe("same-origin");
    }
    // Not stored (its free times change by the minute), yet nobody's data: no opener policy.
    for (const target of ["/counselling/book", "/hi/counselling/book"]) {
      const response = await fetch(`${server.url}${target}`);
      expect(response.headers.get("cache-control"), target).toBe("no-store");
      expect(response.headers.get("cross-origin-opener-policy"), target).toBeNull();
    }
    // Storable pages (app/utils/page-handle.ts): the same bytes for everyone, nobody's data.
    for (const target of ["/", "/hi", COLLEGE_PAGE, "/exams", "/Contact"]) {
      expect(await opener(target), target).toBeNull();
    }
  });

  test("in Chromium the page hydrates under the policy, and a script injected that it does not name does not run", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto(`${server.url}${COLLEGE_PAGE}`);
    await waitForHydration(page);
    await expect(page.addScriptTag({ content: "window.__injected = 1;" })).rejects.toThrow();
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    expect(violations.some((text) => text.includes("Content Security Policy"))).toBe(true);

    // A reload revalidates the cached page (304, without a policy header): the browser keeps the
    // policy it got with the body, so the page still hydrates and no script is refused.
    violations.length = 0;
    const reloaded = await page.reload();
    await waitForHydration(page);
    expect([200, 304]).toContain(reloaded?.status());
    expect(violations).toEqual([]);
    await page.close();
  });

  test("hashed assets are sent brotli or gzip compressed from build-time copies, cached for a year", async () => {
    const html = await (await fetch(server.url)).text();
    // The page's one script (the islands entry, app/islands/entry.client.ts).
    const assetPath = /"(\/assets\/islands-[^"]+\.js)"/.exec(html)![1]!;
    const raw = fs.readFileSync(path.join("build/client", assetPath));
    for (const [accept, encoding, decode] of [
      ["br, gzip", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      // fetch would decode the body itself; node:http-level bytes are wanted, so ask for them raw.
      const response = await fetch(`${server.url}${assetPath}`, { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      const sent = Number(response.headers.get("content-length"));
      expect(sent).toBeLessThan(raw.length / 2);
      expect(
        decode(fs.readFileSync(path.join("build/client", `${assetPath}.${encoding === "br" ? "br" : "gz"}`))).equals(
          raw,
        ),
      ).toBe(true);
      expect(Buffer.from(await response.arrayBuffer()).equals(raw)).toBe(true);
    }
  });
});

describe("HSTS behind an HTTPS origin [sqlite]", () => {
  test("is sent when PUBLIC_ORIGIN is https", async () => {
    const server = await startServer({
      DATABASE_URL: `file:${fs.mkdtempSync("/tmp/edu-hsts-")}/app.db`,
      PUBLIC_ORIGIN: "https://www.example.in",
    });
    try {
      const response = await fetch(server.url);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await server.stop();
    }
  });
});

describe("the HTML cache against ad clicks, within its byte bound [sqlite]", () => {
  let server: RunningServer;
  const cacheOf = (response: Response) => response.headers.get("x-page-cache");

  beforeAll(async () => {
    // 1 MB: room for a few dozen pages, so one entry per click id would soon push out the rest.
    server = await startServer({
      DATABASE_URL: await demoDatabaseUrl("sqlite"),
      PAGE_CACHE_MB: "1",
      METRICS_TOKEN,
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  test("a unique gclid, fbclid or UTM tag on every request is served the kept page and takes no room", async () => {
    const kept = await (await fetch(`${server.url}${COLLEGE_PAGE}`)).text();
    await fetch(`${server.url}/FaqDetail`);
    const trackers = ["gclid", "fbclid", "gbraid", "wbraid", "msclkid", "utm_source", "utm_campaign", "nocache"];
    for (let i = 0; i < 120; i++) {
      const tracker = trackers[i % trackers.length]!;
      const response = await fetch(`${server.url}${COLLEGE_PAGE}?${tracker}=${crypto.randomUUID()}&utm_medium=cpc`);
      expect(response.status).toBe(200);
      expect(cacheOf(response), `${tracker} #${i}`).toBe("hit");
      expect(await response.text()).toBe(kept);
    }
    // Had each click id taken a place, /FaqDetail (used least recently) would have been pushed out.
    expect(cacheOf(await fetch(`${server.url}/FaqDetail`))).toBe("hit");
    // Any case of a fixed page is that page.
    expect(cacheOf(await fetch(`${server.url}/faqdetail?gclid=1`))).toBe("hit");
  });

  test("/colleges-course is kept per search: its own parameters in any order, anything else ignored", async () => {
    const first = await fetch(`${server.url}/colleges-course?q=engineering&stream=Engineering`);
    expect(cacheOf(first)).toBe("miss");
    const html = await first.text();
    for (const query of [
      "stream=Engineering&q=engineering",
      "q=engineering&stream=Engineering&gclid=abc&utm_source=google",
      "q=engineering&state=&city=&fee=&stream=Engineering&fbclid=xyz",
    ]) {
      const response = await fetch(`${server.url}/colleges-course?${query}`);
      expect(cacheOf(response), query).toBe("hit");
      expect(await response.text(), query).toBe(html);
    }
    // Another search is another page.
    const other = await fetch(`${server.url}/colleges-course?q=medical`);
    expect(cacheOf(other)).toBe("miss");
    expect(await other.text()).not.toBe(html);
  });

  test("a kept page is compressed as the browser asks, brotli first, and reads the same", async () => {
    const plain = await fetch(`${server.url}/FaqDetail`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const html = await plain.text();
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await fetch(`${server.url}/FaqDetail`, { headers: { "Accept-Encoding": accept } });
      expect(cacheOf(response)).toBe("hit");
      expect(response.headers.get("content-encoding"), accept).toBe(encoding);
      expect(response.headers.get("vary"), accept).toMatch(/Accept-Encoding/);
      expect(await response.text(), accept).toBe(html);
    }
  });

  test("a page the cache does not take is streamed through the compression middleware as the browser asks, and reads the same", async () => {
    // A session cookie sends the request past the cache (server/html-cache.ts) to React Router's
    // stream, as every signed-in page goes: compressed as it is written (ADR 101: the tests' other
    // requests ask for plain bytes).
    const past = { cookie: "admin_session=not-a-session" };
    const plain = await fetch(`${server.url}/FaqDetail`, { headers: { ...past, "Accept-Encoding": "identity" } });
    expect(cacheOf(plain)).toBeNull();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const html = await plain.text();
    expect(html).toMatch(/<\/html>\s*$/);
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await fetch(`${server.url}/FaqDetail`, { headers: { ...past, "Accept-Encoding": accept } });
      expect(cacheOf(response), accept).toBeNull();
      expect(response.headers.get("content-encoding"), accept).toBe(encoding);
      expect(await response.text(), accept).toBe(html);
    }
  });

  test("a hit has a kept page compressed once at the best levels and weighed with its copies; every response then sends those bytes", async () => {
    const page = `${server.url}/top-engineering-colleges-in-india`;
    const cacheBytes = async () => {
      const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return Number(/^page_cache_bytes (\d+)$/m.exec(await metrics.text())![1]);
    };
    const plain = await (await fetch(page, { headers: { "Accept-Encoding": "identity" } })).text();
    const rendered = await cacheBytes();
    // The copies the server keeps are the page compressed at the best levels; the same zlib here
    // makes the same bytes.
    const best = await encodePage(Buffer.from(plain));
    // Each hit has the page compressed in the background, unless another page is being compressed
    // just then (one at a time), when the next hit tries again: so ask until the kept copy is sent.
    await expect
      .poll(async () => (await rawBody(page, "br")).equals(best.copies.br!), { timeout: 10_000, interval: 50 })
      .toBe(true);
    // Its compressed copies count towards PAGE_CACHE_MB.
    expect(await cacheBytes()).toBeGreaterThanOrEqual(rendered + best.bytes);

    // The page is the same for every visitor, so the copy is sent as it is: the same bytes each time.
    for (const accept of ["gzip, deflate, br, zstd", "gzip", "br", "gzip"]) {
      const response = await fetch(page, { headers: { "Accept-Encoding": accept } });
      expect(cacheOf(response)).toBe("hit");
      const encoding = response.headers.get("content-encoding")!;
      expect(encoding, accept).toBe(accept === "gzip" ? "gzip" : "br");
      // fetch hands back the decoded page; the bytes on the wire are compared through node:http.
      expect((await rawBody(page, accept)).equals(best.copies[encoding as Encoding]!), accept).toBe(true);
      expect(await response.text(), accept).toBe(plain);
    }
    expect(plain).not.toMatch(/\bnonce=/);
  });

  test("past PAGE_CACHE_MB the least recently used page is let go and rendered again", async () => {
    await fetch(`${server.url}/whom`);
    expect(cacheOf(await fetch(`${server.url}/whom`))).toBe("hit");
    // Searches are real pages: each is kept, and together they fill more than 1 MB.
    for (let i = 0; i < 200; i++) {
      expect(cacheOf(await fetch(`${server.url}/colleges-course?q=search${i}`))).toBe("miss");
    }
    expect(cacheOf(await fetch(`${server.url}/whom`))).toBe("miss");
  });
});

for (const engine of engines()) {
  describe(`the HTML cache of shared pages [${engine}]`, () => {
    let server: RunningServer;
    let databaseUrl: string;
    let call: ApiCall;
    let cookie: string;

    beforeAll(async () => {
      ({ server, databaseUrl } = await startApiServer(engine));
      call = apiClient(server.url);
      cookie = await apiLogin(call);
    });

    afterAll(async () => {
      await server?.stop();
    });

    test("a shared page is kept, revalidated with its ETag (304 without a policy header), and rendered again at once after an edit", async () => {
      const first = await fetch(`${server.url}${COLLEGE_PAGE}`);
      const firstHtml = await first.text();
      const second = await fetch(`${server.url}${COLLEGE_PAGE}`);
      expect(second.headers.get("x-page-cache")).toBe("hit");
      expect(second.headers.get("cache-control")).toBe("private, no-cache");
      const etag = second.headers.get("etag")!;
      expect(etag).toMatch(/^W\/"\d+-[A-Za-z0-9_-]+"$/);
      expect(first.headers.get("etag")).toBe(etag);
      // The same page, byte for byte.
      expect(await second.text()).toBe(firstHtml);

      const revalidated = await fetch(`${server.url}${COLLEGE_PAGE}`, { headers: { "If-None-Match": etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("content-security-policy")).toBeNull();

      // An admin adds a course: the very next request shows it.
      const collegeId = ((await call("/DetailsGet")).body as { college_id: number; name: string }[]).find(
        (college) => college.name === "RV College of Engineering",
      )!.college_id;
      const course = uniqueName("M.Tech Robotics");
      const added = await call("/CollegeCourse", {
        json: { college_id: collegeId, course_name: course, course_duration: "2 years", course_fee: 180000, sem_no: 4 },
        cookie,
      });
      expect(added.status).toBe(201);
      const after = await fetch(`${server.url}${COLLEGE_PAGE}`, { headers: { "If-None-Match": etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(etag);
      expect(await after.text()).toContain(course);
    });

    test("an admin's own requests, the admin area and the API are never served from it", async () => {
      const signedIn = await fetch(`${server.url}${COLLEGE_PAGE}`, { headers: { Cookie: cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get("x-page-cache")).toBeNull();
      for (const target of ["/Admin/Desboard", "/AdminLogin", "/CatagoryGet", "/narayanaApi/getCollege.php"]) {
        const response = await fetch(`${server.url}${target}`, { redirect: "manual" });
        expect(response.headers.get("x-page-cache"), target).toBeNull();
      }
    });

    if (engine === "postgres") {
      test("two processes on one database: an edit through one is on the other's pages at once", async () => {
        const second = await startServer({ DATABASE_URL: databaseUrl });
        try {
          const page = `${second.url}${COLLEGE_PAGE}`;
          await fetch(page);
          expect((await fetch(page)).headers.get("x-page-cache")).toBe("hit");
          const collegeId = ((await call("/DetailsGet")).body as { college_id: number; name: string }[]).find(
            (college) => college.name === "RV College of Engineering",
          )!.college_id;
          const company = uniqueName("Bosch India");
          const added = await call("/CollegePlacement", {
            json: { company_name: company, college_id: collegeId },
            cookie,
          });
          expect(added.status).toBe(201);
          const fresh = await fetch(page);
          expect(fresh.headers.get("x-page-cache")).toBe("miss");
          expect(await fresh.text()).toContain(company);
        } finally {
          await second.stop();
        }
      });
    }
  });
}
