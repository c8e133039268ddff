// A consistent copy of the SQLite database, safe to take while the site runs (SQLite's online
// backup API reads one snapshot; in WAL mode the server keeps writing meanwhile).
// Usage: npm run backup [-- destination.db]   (default ./data/backups/app-<UTC time>.db)
// Exit codes: 0 done, 1 failed (one line says why), 2 DATABASE_URL is PostgreSQL (use pg_dump).
// See docs/backup.md for restoring.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

const DEFAULT_SQLITE_FILE = "./data/app.db";
/** Pages per backup step: all of them, so the copy is one snapshot and a write never restarts it. */
const ALL_PAGES = 0x7fffffff;
/** How long to keep retrying while the source is locked (a checkpoint or recovery in another process). */
const BUSY_LIMIT_MS = 30_000;

class BackupError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Must agree with parseDatabaseUrl in app/utils/env.server.ts (that file is TypeScript, so it is repeated here). */
function parseDatabaseUrl(value) {
  const raw = value?.trim();
  if (!raw) return { kind: "sqlite", filename: DEFAULT_SQLITE_FILE };
  if (raw.startsWith("file:")) {
    const filename = raw.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (!filename) throw new BackupError("Invalid DATABASE_URL: a file: URL needs a path, e.g. file:./data/app.db");
    return { kind: "sqlite", filename };
  }
  if (/^postgres(ql)?:\/\//.test(raw)) return { kind: "postgres" };
  throw new BackupError(
    `Invalid DATABASE_URL: must be unset, file:/path/to/app.db, or postgres://user:password@host:5432/db (got "${redact(raw)}")`,
  );
}

/** Never echo a password back into a log line. */
function redact(value) {
  return value.replace(/\/\/([^:@/]+):[^@]*@/, "//$1:***@").slice(0, 80);
}

/** 2026-11-22T05:30:00.123Z -> 2026-11-22T05-30-00Z (no colons: safe in file names everywhere). */
function timestamp(date) {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
}

function removeQuietly(file) {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
}

/** Gives `from` the name `to`, refusing to replace a file that appeared there meanwhile. */
function renameNoClobber(from, to) {
  try {
    fs.linkSync(from, to);
    fs.unlinkSync(from);
  } catch (error) {
    if (error.code === "EEXIST") throw new BackupError(`${to} already exists; not overwriting it`);
    // A file system without hard links: fall back to a plain rename.
    if (fs.existsSync(to)) throw new BackupError(`${to} already exists; not overwriting it`);
    fs.renameSync(from, to);
  }
}

function fsyncPath(file, flags = "r") {
  let fd;
  try {
    fd = fs.openSync(file, flags);
    fs.fsyncSync(fd);
  } catch {
    // Directories cannot be opened for fsync on every platform; the data itself was synced.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

async function main() {
  const started = performance.now();
  const database = parseDatabaseUrl(process.env.DATABASE_URL);
  if (database.kind === "postgres") {
    throw new BackupError(
      'DATABASE_URL is PostgreSQL: this script backs up SQLite only; use pg_dump --format=custom --file=backup.dump "$DATABASE_URL" (see docs/backup.md)',
      2,
    );
  }
  const source = database.filename;
  if (source === ":memory:")
    throw new BackupError("DATABASE_URL is an in-memory database: there is nothing to back up");
  if (!fs.existsSync(source)) {
    const from = process.env.DATABASE_URL?.trim() ? "DATABASE_URL" : "the default; DATABASE_URL is unset";
    throw new BackupError(`no database at ${source} (${from}); nothing to back up`);
  }

  const destination = process.argv[2] || `./data/backups/app-${timestamp(new Date())}.db`;
  if (path.resolve(destination) === path.resolve(source)) {
    throw new BackupError(`the destination ${destination} is the database itself`);
  }
  if (fs.existsSync(destination)) throw new BackupError(`${destination} already exists; not overwriting it`);
  fs.mkdirSync(path.dirname(path.resolve(destination)), { recursive: true });

  // Claim the temporary name first: a second backup to the same place, or a leftover from an
  // interrupted one, is reported rather than written over (and never removed by us).
  const partial = `${destination}.partial`;
  try {
    fs.closeSync(fs.openSync(partial, "wx"));
  } catch (error) {
    if (error.code === "EEXIST") {
      throw new BackupError(`${partial} exists: another backup is writing it, or one was interrupted (remove it)`);
    }
    throw error;
  }
  const cleanUp = () => removeQuietly(partial);
  const onSignal = (signal) => {
    cleanUp();
    process.stderr.write(`Backup interrupted by ${signal}; removed ${partial}\n`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    try {
      const db = new SQLite(source, { readonly: true, fileMustExist: true });
      try {
        db.pragma("busy_timeout = 5000");
        await db.backup(partial, {
          progress: () => {
            if (performance.now() - started > BUSY_LIMIT_MS) {
              throw new BackupError(`${source} stayed locked for ${BUSY_LIMIT_MS / 1000} s; try again`);
            }
            return ALL_PAGES;
          },
        });
      } finally {
        db.close();
      }
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`could not copy ${source}: ${error instanceof Error ? error.message : String(error)}`);
    }

    const copy = new SQLite(partial, { fileMustExist: true });
    let summary;
    try {
      const check = copy.pragma("integrity_check", { simple: false });
      const verdict = check.map((row) => Object.values(row)[0]).join("; ");
      if (verdict !== "ok") throw new BackupError(`the copy failed integrity_check: ${verdict.slice(0, 200)}`);
      const tables = new Set(copy.prepare("select name from sqlite_master where type = 'table'").pluck().all());
      for (const table of ["leads", "colleges"]) {
        if (!tables.has(table)) throw new BackupError(`${source} has no ${table} table: is it this site's database?`);
      }
      // A self-contained file: rollback-journal mode, no -wal beside it. The server turns WAL back on when it opens it.
      copy.pragma("journal_mode = DELETE");
      summary = {
        pages: copy.pragma("page_count", { simple: true }),
        leads: copy.prepare("select count(*) from leads").pluck().get(),
        colleges: copy.prepare("select count(*) from colleges").pluck().get(),
      };
    } finally {
      copy.close();
    }
    fsyncPath(partial, "r+");
    renameNoClobber(partial, destination);
    fsyncPath(path.dirname(path.resolve(destination)));

    const kb = Math.ceil(fs.statSync(destination).size / 1024);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `Backup written: ${destination} (${kb} KB, ${summary.pages} pages, ${summary.leads} leads, ${summary.colleges} colleges) in ${seconds} s`,
    );
  } catch (error) {
    cleanUp();
    throw error;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const exitCode = error instanceof BackupError ? error.exitCode : 1;
  // Exit code 2 is advice (PostgreSQL), not a failure.
  process.stderr.write(`${exitCode === 2 ? "" : "Backup failed: "}${message.split("\n")[0]}\n`);
  process.exitCode = exitCode;
}
