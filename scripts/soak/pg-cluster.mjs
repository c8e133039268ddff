// A throwaway PostgreSQL cluster for the soak run (Debian's postgresql-common tools, as root).
// It never touches any other cluster: the name is fixed to "soak" and port 5432 is refused.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import { promisify } from "node:util";
import { log, pgQuery } from "./lib.mjs";

const exec = promisify(execFile);
const CLUSTER = "soak";
const ROLE = "soak";

async function run(command, args, { timeoutMs = 120_000 } = {}) {
  try {
    const { stdout } = await exec(command, args, { timeout: timeoutMs, cwd: "/", maxBuffer: 4 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const detail = [error.stderr, error.stdout].filter(Boolean).join("\n").trim();
    throw new Error(`${command} ${args.join(" ")} failed: ${detail || error.message}`);
  }
}

function which(command) {
  return (process.env.PATH ?? "/usr/bin:/bin").split(":").some((dir) => dir && fs.existsSync(`${dir}/${command}`));
}

/** Whether this machine can make a throwaway cluster, and which PostgreSQL version to use. */
export function pgAvailability(wantedVersion) {
  if (process.getuid?.() !== 0) return { ok: false, reason: "not running as root (pg_createcluster needs it)" };
  for (const tool of ["pg_createcluster", "pg_ctlcluster", "pg_dropcluster", "pg_lsclusters", "runuser"]) {
    if (!which(tool)) return { ok: false, reason: `${tool} not found (Debian/Ubuntu postgresql-common)` };
  }
  const versions = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql")
        .filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) return { ok: false, reason: "no PostgreSQL server installed under /usr/lib/postgresql" };
  const version = wantedVersion ?? versions[0];
  if (!versions.includes(String(version))) return { ok: false, reason: `PostgreSQL ${version} is not installed` };
  return { ok: true, version: String(version) };
}

async function clusters() {
  const out = await run("pg_lsclusters", ["--no-header"]);
  return out
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), status }));
}

function portListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export class ThrowawayCluster {
  constructor({ version, preferredPort = 5433 }) {
    this.version = version;
    this.preferredPort = preferredPort;
    this.port = undefined;
    this.password = crypto.randomBytes(12).toString("hex");
    this.created = false;
  }

  args(...rest) {
    return [this.version, CLUSTER, ...rest];
  }

  /** Creates (or re-creates, if a previous run left it) and starts the cluster, with a password role. */
  async create() {
    const existing = await clusters();
    if (existing.some((c) => c.version === this.version && c.name === CLUSTER)) {
      log(`PostgreSQL: dropping the ${this.version}/${CLUSTER} cluster a previous run left behind`);
      await run("pg_dropcluster", this.args("--stop"));
    }
    const taken = new Set((await clusters()).map((c) => c.port));
    let port = this.preferredPort;
    while (port === 5432 || taken.has(port) || (await portListening(port))) port++;
    if (port > this.preferredPort + 100) throw new Error("no free port for the throwaway cluster");
    this.port = port;
    log(`PostgreSQL: creating the throwaway cluster ${this.version}/${CLUSTER} on port ${port}`);
    await run("pg_createcluster", [
      this.version,
      CLUSTER,
      "--port",
      String(port),
      "--",
      "--auth-local=trust",
      "--auth-host=md5",
    ]);
    this.created = true;
    await this.start();
    await run("runuser", [
      "-u",
      "postgres",
      "--",
      "psql",
      "-X",
      "-q",
      "-p",
      String(port),
      "-d",
      "postgres",
      "-v",
      "ON_ERROR_STOP=1",
      "-c",
      `create role ${ROLE} login createdb password '${this.password}'`,
    ]);
  }

  url(database) {
    return `postgres://${ROLE}:${this.password}@127.0.0.1:${this.port}/${database}`;
  }

  /** A new empty database; its URL. */
  async createDatabase(prefix) {
    const name = `${prefix}_${crypto.randomBytes(4).toString("hex")}`.replace(/[^a-z0-9_]/g, "_");
    await pgQuery(this.url("postgres"), `create database ${name}`);
    return this.url(name);
  }

  async start() {
    await run("pg_ctlcluster", this.args("start"));
  }

  async stop(mode = "fast") {
    await run("pg_ctlcluster", ["--mode", mode, ...this.args("stop")]);
  }

  async status() {
    const found = (await clusters()).find((c) => c.version === this.version && c.name === CLUSTER);
    return found?.status ?? "absent";
  }

  async drop() {
    if (!this.created) return;
    log(`PostgreSQL: dropping the throwaway cluster ${this.version}/${CLUSTER}`);
    await run("pg_dropcluster", this.args("--stop"));
    this.created = false;
  }
}
