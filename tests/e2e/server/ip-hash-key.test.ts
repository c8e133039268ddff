import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { hashIp } from "#app/utils/ip-hash.server";
import { withDatabase } from "../admin/admin-helpers";
import { tempDir } from "../support/server";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * The key behind the stored IP hashes lives outside the database (hardening issue, finding 9):
 * IP_HASH_SECRET, or a key file beside the SQLite file. A copy of the database alone no longer
 * holds what is needed to test guessed addresses against the hashes.
 */

async function sendLead(server: ServerProcess, name: string): Promise<number> {
  const response = await fetch(`${server.url}/Contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({
      form: "contact",
      submission_id: crypto.randomUUID(),
      name,
      email: "key.check@example.com",
      mobile: "9845012399",
      course: "B.Com",
      applicant: "adult",
    }),
  });
  await response.text();
  return response.status;
}

const storedIpHashes = (databaseUrl: string) =>
  withDatabase(databaseUrl, async (db) =>
    (await db.selectFrom("leads").select("ip_hash").orderBy("id").execute()).map((row) => row.ip_hash),
  );

const keySetting = (databaseUrl: string) =>
  withDatabase(databaseUrl, (db) =>
    db.selectFrom("site_settings").select("value").where("key", "=", "lead_ip_hash_key").executeTakeFirst(),
  );

describe("the IP hash key [sqlite]", () => {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.stop();
  });
  const start = async (env: Record<string, string>) => {
    const server = await startServerProcess(env);
    running.push(server);
    return server;
  };

  test("unset IP_HASH_SECRET: a key file is made beside the SQLite file (mode 0600), nothing in the database, and it survives a restart", async () => {
    const dir = tempDir();
    const databaseUrl = `file:${dir}/app.db`;
    const env = { DATABASE_URL: databaseUrl, DEMO_DATA: "0", LEADS_PER_IP_PER_HOUR: "1" };
    const first = await start(env);
    expect(await sendLead(first, "Before restart")).toBe(200);
    await first.stop();

    const keyFile = path.join(dir, "ip-hash.key");
    const stat = fs.statSync(keyFile);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(keyFile, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(await keySetting(databaseUrl)).toBeUndefined();

    // Same key after a restart: the visitor's earlier lead still counts against the limit.
    const second = await start(env);
    expect(await sendLead(second, "After restart")).toBe(429);
  });

  test("IP_HASH_SECRET: no key file, nothing in the database, and the stored hash is the visitor's address keyed by the secret alone", async () => {
    // So servers sharing the secret hash a visitor alike, whatever their database, and another
    // secret hashes them otherwise (hashIp with another key differs: app/utils/ip-hash.server.test.ts).
    // One server shows it: what it stores is computed here from the secret and the address alone.
    const secret = crypto.randomBytes(32).toString("hex");
    const dir = tempDir();
    const databaseUrl = `file:${dir}/app.db`;
    const server = await start({ DATABASE_URL: databaseUrl, DEMO_DATA: "0", IP_HASH_SECRET: secret });
    expect(await sendLead(server, "Shared secret")).toBe(200);
    await server.stop();
    expect(fs.existsSync(path.join(dir, "ip-hash.key"))).toBe(false);
    expect(await keySetting(databaseUrl)).toBeUndefined();
    const [hash] = await storedIpHashes(databaseUrl);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    // The test's requests come from 127.0.0.1, as the server sees them (TRUST_PROXY unset).
    expect(hash).toBe(hashIp(Buffer.from(secret), "127.0.0.1"));
  });
});
