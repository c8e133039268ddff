import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SESSION_COOKIE } from "../admin/admin-helpers";
import { browserEngines } from "../support/databases";
import { ROUTE_MODULES, ROUTE_TABLE, fillPath } from "../support/route-table";
import { startSecurityServer, type SecurityServer } from "./security-helpers";

/**
 * Input that reaches JavaScript's object prototype ("constructor", "__proto__", ...) and paths
 * that are not valid percent-encoding, sent to every route module of app/routes.ts (one path
 * each: a /hi twin runs the same module): in each path parameter, in every query parameter a page
 * reads, and as form field names; anonymous and signed in (where that reaches different code). Nothing may answer 5xx, and the server log must hold no stack trace for any of it.
 */

const PROTOTYPE_KEYS = [
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "__defineGetter__",
];
/** Broken percent-encoding: a lone %, a cut-off UTF-8 sequence, bytes that are not UTF-8, and valid %25. */
const BROKEN_ENCODINGS = ["%", "%25", "%E0%A4%25", "%E0%A4", "%FF%FE", "%C0%AF", "a%2", "%uD800"];

/** Every query parameter a page or API call reads (a new one belongs here too). */
const QUERY_NAMES = [
  "q",
  "stream",
  "state",
  "city",
  "fee",
  "page",
  "redirectTo",
  "confirm",
  "deleted",
  "from",
  "to",
  "status",
  "form",
  "course",
  "setup",
  "index",
  "_routes",
  "utm_source",
  "add",
  "by",
  "college_id",
  "college_q",
  "colleges",
  "day",
  "dialog",
  "for",
  "id",
  "intake",
  "token",
  "unverified",
  "uploaded",
  "who",
  "with",
];

/** Real values for path parameters, for the requests that vary the query or the body instead. */
const REAL_PARAMS: Record<string, string> = { entity: "colleges", id: "1", slug: "rv-college-of-engineering" };

/** Logging out would end the session the rest of the walk uses: it is posted last, on its own. */
const LOGOUT = "/Admin/logout";

/**
 * The folders whose modules read the admin session (app/features/admins/auth.server.ts). Any
 * other module's own code runs the same for a signed-in request as for an anonymous one: the
 * cookie only makes the HTML cache step aside (server/html-cache.ts), and that cache serves
 * documents alone (GET, no dot in the path), from the address the page declares (a college's
 * slug lower-cased), so a signed-in page request is what hands the module the value exactly as
 * sent. So a public module's page is requested both ways, but its data request (`.data`) and a
 * post to it, which no cache takes, only signed out; the first tests fail if a module outside
 * these folders starts reading the session.
 */
const SESSION_READERS = ["routes/admin/", "routes/api/", "features/admins/"];
const readsSession = (file: string) => SESSION_READERS.some((folder) => file.startsWith(folder));

/** The sign-in states in which a request reaches different code: both for a page, and for a module that reads the session. */
const signInStates = (file: string, page: boolean) => (page || readsSession(file) ? [false, true] : [false]);

/** Each source file under `dir` with its text, tests aside. */
function sourcesUnder(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file, text: fs.readFileSync(file, "utf8") }];
  });
}

/** Every source file of app/ that imports the session reader, as a path under app/. */
function sessionReaderImporters(): string[] {
  const app = path.resolve("app");
  return sourcesUnder(app)
    .filter(({ text }) => /auth\.server["']/.test(text))
    .map(({ file }) => path.relative(app, file));
}

/** The query names app/ and server/ read by name (`searchParams.get("x")`, getAll, has), tests aside. */
function queryNamesRead(): Set<string> {
  const sources = [...sourcesUnder(path.resolve("app")), ...sourcesUnder(path.resolve("server"))];
  return new Set(
    sources.flatMap(({ text }) =>
      [...text.matchAll(/searchParams\.(?:get|getAll|has)\(\s*"([^"]+)"/g)].map((match) => match[1]!),
    ),
  );
}

test("the query names sent include every one the code reads by name", () => {
  const read = queryNamesRead();
  expect(read.size).toBeGreaterThanOrEqual(15);
  expect([...read].filter((name) => !QUERY_NAMES.includes(name)).sort()).toEqual([]);
});

for (const engine of browserEngines()) {
  describe(`prototype keys and broken encodings never cause a 5xx [${engine}]`, () => {
    let s: SecurityServer;
    let logStart = 0;

    beforeAll(async () => {
      s = await startSecurityServer(engine);
      logStart = s.server.output().length;
    });

    afterAll(async () => {
      await s?.server.stop();
    });

    async function statusOf(path: string, init: RequestInit & { signedIn?: boolean } = {}): Promise<number> {
      const headers = new Headers(init.headers);
      if (init.signedIn) headers.set("cookie", s.cookie);
      const response = await fetch(`${s.server.url}${path}`, { ...init, headers, redirect: "manual" });
      await response.arrayBuffer();
      return response.status;
    }

    test("the walk covers every route module (so an empty table can't pass)", () => {
      expect(ROUTE_MODULES.length).toBeGreaterThanOrEqual(40);
      expect(new Set(ROUTE_MODULES.map((route) => route.file))).toEqual(
        new Set(ROUTE_TABLE.map((route) => route.file)),
      );
      expect(ROUTE_MODULES.map((route) => route.path)).toEqual(
        expect.arrayContaining(["/colleges-course", "/Admin/catalogue/:entity/:id", "/:college", "/disk/:slug"]),
      );
    });

    test("only modules under routes/admin/, routes/api/ and features/admins/ read the admin session (so the rest take data requests and posts signed out alone)", () => {
      const importers = sessionReaderImporters();
      expect(importers.length).toBeGreaterThanOrEqual(10);
      expect(importers.filter((file) => !readsSession(file))).toEqual([]);
      expect(ROUTE_MODULES.filter((route) => !readsSession(route.file)).length).toBeGreaterThanOrEqual(40);
    });

    test(
      "in path parameters, for every route, page and data request, anonymous and signed in (a public module's data request signed out alone)",
      { timeout: 180_000 },
      async () => {
        const failures: string[] = [];
        for (const route of ROUTE_MODULES) {
          const hasParams = /:\w+|\*$/.test(route.path);
          const values = hasParams ? [...PROTOTYPE_KEYS, ...BROKEN_ENCODINGS] : [""];
          for (const value of values) {
            const path = hasParams ? fillPath(route.path, () => value) : route.path;
            for (const url of [path, `${path === "/" ? "/_root" : path}.data`]) {
              for (const signedIn of signInStates(route.file, url === path)) {
                const status = await statusOf(url, { signedIn });
                if (status >= 500) failures.push(`${status} GET ${url}${signedIn ? " (signed in)" : ""}`);
              }
            }
          }
        }
        expect(failures).toEqual([]);
      },
    );

    // Every route module times 16 values, one request at a time.
    test("in every query parameter a page reads", { timeout: 180_000 }, async () => {
      const failures: string[] = [];
      for (const route of ROUTE_MODULES) {
        const path = fillPath(route.path, (name) => REAL_PARAMS[name] ?? "1");
        for (const value of [...PROTOTYPE_KEYS, ...BROKEN_ENCODINGS]) {
          const query = QUERY_NAMES.map((name) => `${name}=${value}`).join("&");
          const status = await statusOf(`${path}?${query}`, { signedIn: true });
          if (status >= 500) failures.push(`${status} GET ${path}?…=${value}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test("as form field names and values posted to every route, anonymous and (where the module reads the session) signed in", async () => {
      const failures: string[] = [];
      const body = [...PROTOTYPE_KEYS.map((key) => `${key}=${key}`), "name=constructor", "entity=__proto__"].join("&");
      for (const route of ROUTE_MODULES) {
        const path = fillPath(route.path, (name) => REAL_PARAMS[name] ?? "1");
        if (path === LOGOUT) continue;
        for (const signedIn of signInStates(route.file, false)) {
          const status = await statusOf(path, {
            method: "POST",
            signedIn,
            headers: { "content-type": "application/x-www-form-urlencoded", origin: s.server.url },
            body,
          });
          if (status >= 500) failures.push(`${status} POST ${path}${signedIn ? " (signed in)" : ""}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await statusOf(LOGOUT, { method: "POST", signedIn: true, body })).toBeLessThan(500);
    });

    test("as JSON keys and values posted to every route (the API's calls read JSON)", async () => {
      const failures: string[] = [];
      const keys = Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, { [key]: key }]));
      const body = `{"__proto__": {"polluted": true}, ${JSON.stringify(keys).slice(1, -1)}, "catagory_name": "constructor", "college_id": "__proto__", "email": "toString"}`;
      for (const route of ROUTE_MODULES) {
        const path = fillPath(route.path, (name) => REAL_PARAMS[name] ?? "1");
        if (path === LOGOUT) continue;
        const status = await statusOf(path, {
          method: "POST",
          signedIn: true,
          headers: { "content-type": "application/json", origin: s.server.url },
          body,
        });
        if (status >= 500) failures.push(`${status} POST ${path} (JSON)`);
      }
      expect(failures).toEqual([]);
    });

    test("whole paths with broken encoding get 400, logged as one line each with no stack trace", async () => {
      for (const path of ["/%E0%A4%25", "/%", "/disk/%E0%A4", "/Admin/catalogue/%FF%FE", "/uploads/%E0%A4"]) {
        expect(await statusOf(path), path).toBe(400);
      }
      expect(await statusOf("/%25"), "/%25 is valid encoding of %: no such college").toBe(404);
      const log = s.server.output().slice(logStart);
      expect(log).not.toMatch(/\n\s+at \S/);
      expect(log).not.toContain(SESSION_COOKIE);
    });
  });
}
