import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { recordAudit, type AuditActor } from "#app/features/audit/audit-log.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { tokenDigest } from "#app/utils/token-digest.server";

/**
 * Keys for the intake API (docs/decisions/055-intake-api.md). A key is `mk_live_` and 32 random
 * bytes (base64url): shown to the owner once, when it is made; the database keeps its SHA-256 and
 * the first characters, so an owner can tell keys apart and a copy of the database opens nothing.
 * Keys are revoked, never deleted, so the list and the audit log still name them.
 */

const KEY_START = "mk_live_";
const KEY_PATTERN = /^mk_live_[A-Za-z0-9_-]{43}$/;
/** How much of the key the list shows: the fixed start and four random characters. */
const PREFIX_LENGTH = KEY_START.length + 4;
/** last_used_at is written at most this often per key, so a busy key costs no write per call. */
const LAST_USED_EVERY_MS = 60_000;

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The key a call authenticated with: what the intake needs to name it. */
export interface ApiCaller {
  id: number;
  name: string;
  prefix: string;
}

/** Every key, newest first, revoked ones too. */
export async function listApiKeys(db: DB): Promise<ApiKeyRow[]> {
  const rows = await db
    .selectFrom("api_keys")
    .leftJoin("admins", "admins.id", "api_keys.created_by")
    .select([
      "api_keys.id",
      "api_keys.name",
      "api_keys.prefix",
      "api_keys.created_at",
      "admins.name as created_by_name",
      "api_keys.last_used_at",
      "api_keys.revoked_at",
    ])
    .orderBy("api_keys.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

/** Makes a key; the returned `key` is the only copy there will ever be. */
export async function createApiKey(
  db: DB,
  { name }: { name: string },
  by: AuditActor,
): Promise<{ key: string; id: number; prefix: string }> {
  const key = `${KEY_START}${crypto.randomBytes(32).toString("base64url")}`;
  const prefix = key.slice(0, PREFIX_LENGTH);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("api_keys")
      .values({ name, prefix, key_hash: tokenDigest(key), created_by: by.id, created_at: now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: by,
      action: "api_key.created",
      subject: `api_key:${row.id}`,
      details: { name, prefix },
    });
    return { key, id: row.id, prefix };
  });
}

/** Revokes a key: calls with it answer 401 from now on. */
export async function revokeApiKey(db: DB, keyId: number, by: AuditActor): Promise<{ name: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("api_keys")
      .set({ revoked_at: now() })
      .where("id", "=", keyId)
      .where("revoked_at", "is", null)
      .returning(["name", "prefix"])
      .executeTakeFirst();
    if (!row) throw new Refusal({ code: "api_keys.not_there" });
    await recordAudit(trx, { actor: by, action: "api_key.revoked", subject: `api_key:${keyId}`, details: row });
    return { name: row.name };
  });
}

/**
 * The key a request's `Authorization: Bearer <key>` names, if it is one that works: well formed,
 * known, not revoked. Its last use is noted (at most once a minute).
 */
export async function authenticateApiKey(db: DB, authorization: string | null): Promise<ApiCaller | undefined> {
  const key = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1];
  if (!key || !KEY_PATTERN.test(key)) return undefined;
  const row = await db
    .selectFrom("api_keys")
    .select(["id", "name", "prefix", "last_used_at"])
    .where("key_hash", "=", tokenDigest(key))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = now();
  if (!row.last_used_at || Date.parse(at) - Date.parse(row.last_used_at) >= LAST_USED_EVERY_MS) {
    await db.updateTable("api_keys").set({ last_used_at: at }).where("id", "=", row.id).execute();
  }
  return { id: row.id, name: row.name, prefix: row.prefix };
}
