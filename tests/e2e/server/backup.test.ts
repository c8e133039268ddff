import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, test } from "vitest";
import { demoDatabaseUrl } from "../support/databases";
import { tempDir } from "../support/server";
import { startServerProcess, type ServerProcess } from "../support/server-process";

const BACKUP_SCRIPT = fileURLToPath(new URL("../../../scripts/backup.mjs", import.meta.url));

/** Every table the migrations create, besides Kysely's own. */
const TABLES = [
  "admin_sessions",
  "admins",
  "branches",
  "categories",
  "colleges",
  "courses",
  "exams",
  "leads",
  "placement_companies",
  "site_settings",
];

/** Columns a stored Contact lead always has (the form makes email, mobile, course and consent required). */
const REQUIRED_LEAD_COLUMNS = [
  "form",
  "page",
  "name",
  "email",
  "phone",
  "course",
  "consent_at",
  "consent_purposes",
  "status",
  "notes",
  "ip_hash",
  "submission_id",
  "created_at",
  "updated_at",
];

const SUMMARY = /^Backup written: (.+) \((\d+) KB, (\d+) pages, (\d+) leads, (\d+) colleges\) in \d+\.\d\d s$/;

interface BackupRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node scripts/backup.mjs [args]` as `npm run backup` would, with only the given environment. */
function runBackup(args: string[], env: Record<string, string>, cwd = process.cwd()): Promise<BackupRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BACKUP_SCRIPT, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens a SQLite file read-only, runs `work`, closes it. */
function withFile<T>(file: string, work: (db: SQLite.Database) => T): T {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const count = (db: SQLite.Database, table: string) =>
  db.prepare(`select count(*) from "${table}"`).pluck().get() as number;

const tablesOf = (db: SQLite.Database) =>
  db.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[];

let visitors = 0;

/** A Contact form lead as a browser on the site's own page sends it. */
function postContactLead(serverUrl: string, submissionId: string, name: string): Promise<Response> {
  return fetch(`${serverUrl}/Contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: serverUrl },
    body: new URLSearchParams({
      form: "contact",
      submission_id: submissionId,
      name,
      // Each lead its own person: one address or number would make them repeat enquiries on one lead.
      email: `backup.${submissionId}@example.com`,
      mobile: `98${String(++visitors).padStart(8, "0")}`,
      course: "MBBS",
      applicant: "adult",
    }),
    redirect: "manual",
  });
}

const servers: ServerProcess[] = [];
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

describe("npm run backup [sqlite]", () => {
  test("copies the live database while leads pour in, and a server starts on the copy", async () => {
    // A copy of the seeded template (as a first start with DEMO_DATA=1 leaves a database).
    const databaseUrl = await demoDatabaseUrl("sqlite");
    const live = databaseUrl.slice("file:".length);
    const dir = path.dirname(live);
    const server = await start({ DATABASE_URL: databaseUrl, DEMO_DATA: "1", LEADS_PER_IP_PER_HOUR: "0" });

    // Four visitors submit the Contact form back to back for the whole test.
    let writing = true;
    const acknowledged: string[] = [];
    const refused: string[] = [];
    const writer = async (visitor: number) => {
      while (writing && refused.length === 0) {
        const id = crypto.randomUUID();
        try {
          const response = await postContactLead(server.url, id, `Backup Visitor ${visitor}`);
          await response.arrayBuffer();
          if (response.status === 200) acknowledged.push(id);
          else refused.push(`HTTP ${response.status}`);
        } catch (error) {
          refused.push(String(error));
        }
      }
    };
    const writers = Promise.all([1, 2, 3, 4].map(writer));
    try {
      while (acknowledged.length < 20 && refused.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(refused).toEqual([]);

      const storedBefore = [...acknowledged];
      const leadsBefore = withFile(live, (db) => count(db, "leads"));
      const destination = path.join(dir, "backups", "copy.db");
      const backup = await runBackup([destination], { DATABASE_URL: databaseUrl });
      const leadsAfter = withFile(live, (db) => count(db, "leads"));
      writing = false;
      await writers;

      expect(refused).toEqual([]);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      // Leads kept arriving while the backup ran: it really was taken from a busy database.
      expect(leadsAfter).toBeGreaterThan(leadsBefore);

      const summary = SUMMARY.exec(backup.stdout.trim());
      expect(summary, backup.stdout).not.toBeNull();
      expect(summary![1]).toBe(destination);
      expect(fs.existsSync(`${destination}.partial`)).toBe(false);
      expect(fs.readdirSync(path.dirname(destination))).toEqual(["copy.db"]);

      const liveTables = withFile(live, tablesOf);
      const liveCatalogue = withFile(live, (db) => Object.fromEntries(TABLES.map((t) => [t, count(db, t)])));
      withFile(destination, (copy) => {
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(copy.pragma("foreign_key_check")).toEqual([]);
        expect(tablesOf(copy)).toEqual(liveTables);
        for (const table of TABLES) expect(tablesOf(copy)).toContain(table);

        // One snapshot: no fewer leads than when the backup started, no more than when it ended.
        const leads = count(copy, "leads");
        expect(leads).toBeGreaterThanOrEqual(leadsBefore);
        expect(leads).toBeLessThanOrEqual(leadsAfter);
        expect(Number(summary![4])).toBe(leads);
        expect(Number(summary![5])).toBe(count(copy, "colleges"));
        expect(Number(summary![3])).toBe(copy.pragma("page_count", { simple: true }));
        expect(Number(summary![2])).toBe(Math.ceil(fs.statSync(destination).size / 1024));

        // Every lead is a whole row, and every lead acknowledged before the backup began is there.
        const incomplete = copy
          .prepare(`select count(*) from leads where ${REQUIRED_LEAD_COLUMNS.map((c) => `${c} is null`).join(" or ")}`)
          .pluck()
          .get();
        expect(incomplete).toBe(0);
        const ids = new Set(copy.prepare("select submission_id from leads").pluck().all() as string[]);
        for (const id of storedBefore) expect(ids.has(`contact:${id}`)).toBe(true);

        // The catalogue, which nobody edited meanwhile, is copied whole.
        for (const table of TABLES.filter((t) => t !== "leads")) expect(count(copy, table)).toBe(liveCatalogue[table]);
        expect(count(copy, "colleges")).toBeGreaterThanOrEqual(24);
      });
      const leadsInCopy = withFile(destination, (db) => count(db, "leads"));
      const collegesInCopy = withFile(destination, (db) => count(db, "colleges"));

      // Restore as docs/backup.md says: stop the server, put the copy where DATABASE_URL points, start.
      expect(await server.stop()).toBe(0);
      const restoredDir = tempDir();
      const restored = path.join(restoredDir, "app.db");
      fs.copyFileSync(destination, restored);
      const second = await start({ DATABASE_URL: `file:${restored}`, DEMO_DATA: "1", LEADS_PER_IP_PER_HOUR: "0" });
      const health = await fetch(`${second.url}/healthz`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      const college = await fetch(`${second.url}/st-johns-medical-college`);
      expect(college.status).toBe(200);
      expect(await college.text()).toContain("St. John");
      const lead = await postContactLead(second.url, crypto.randomUUID(), "After Restore");
      expect(lead.status).toBe(200);
      await lead.arrayBuffer();
      expect(await second.stop()).toBe(0);

      // The restored server kept every row and did not load the demo catalogue a second time.
      withFile(restored, (db) => {
        expect(count(db, "leads")).toBe(leadsInCopy + 1);
        expect(count(db, "colleges")).toBe(collegesInCopy);
      });
    } finally {
      writing = false;
      await writers;
    }
  });

  test("refuses PostgreSQL, an existing destination and a missing database, each with one line", async () => {
    const pg = await runBackup([], { DATABASE_URL: "postgres://x@127.0.0.1:1/y" });
    expect(pg.code).toBe(2);
    expect(pg.stdout).toBe("");
    expect(pg.stderr.trim().split("\n")).toHaveLength(1);
    expect(pg.stderr).toContain('pg_dump --format=custom --file=backup.dump "$DATABASE_URL"');

    // A small database of this shape, made without a server.
    const dir = tempDir();
    const source = path.join(dir, "app.db");
    const db = new SQLite(source);
    db.pragma("journal_mode = WAL");
    db.exec("create table leads (id integer primary key, name text not null)");
    db.exec("create table colleges (id integer primary key, name text not null)");
    db.prepare("insert into leads (name) values (?)").run("Asha");
    db.close();

    const existing = path.join(dir, "existing.db");
    fs.writeFileSync(existing, "an earlier backup");
    const refused = await runBackup([existing], { DATABASE_URL: `file:${source}` });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toContain("already exists");
    expect(fs.readFileSync(existing, "utf8")).toBe("an earlier backup");
    expect(fs.existsSync(`${existing}.partial`)).toBe(false);

    const missing = await runBackup([path.join(dir, "never.db")], { DATABASE_URL: `file:${dir}/nothing-here.db` });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);
    expect(missing.stderr).toContain("no database at");
    expect(fs.existsSync(path.join(dir, "never.db"))).toBe(false);

    // Unset DATABASE_URL means ./data/app.db, and the copy goes to ./data/backups/app-<UTC time>.db.
    fs.mkdirSync(path.join(dir, "data"));
    fs.copyFileSync(source, path.join(dir, "data", "app.db"));
    const byDefault = await runBackup([], {}, dir);
    expect(byDefault.stderr).toBe("");
    expect(byDefault.code).toBe(0);
    const [, written = "", , , leads, colleges] = SUMMARY.exec(byDefault.stdout.trim()) ?? [];
    expect(written).toMatch(/^\.\/data\/backups\/app-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
    expect([leads, colleges]).toEqual(["1", "0"]);
    const check = withFile(path.join(dir, written), (copy) => copy.pragma("integrity_check", { simple: true }));
    expect(check).toBe("ok");
  });
});
