import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import type { AuditAction } from "./audit-actions";

/**
 * Who did it: a staff member, or null for the system or a visitor acting on their own data.
 * The name is looked up when not given, and kept as it was then.
 */
export interface AuditActor {
  id: number;
  name?: string;
}

export interface AuditEntry {
  actor: AuditActor | null;
  action: AuditAction;
  /** What it was done to, e.g. "lead:12"; never a person's details. */
  subject?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one entry, in the caller's transaction when given one, so the record and the change stand or fall together. */
export async function recordAudit(db: DB, entry: AuditEntry): Promise<void> {
  let actorName = entry.actor?.name ?? null;
  if (entry.actor && !actorName) {
    const admin = await db.selectFrom("admins").select("name").where("id", "=", entry.actor.id).executeTakeFirst();
    actorName = admin?.name ?? null;
  }
  await db
    .insertInto("audit_log")
    .values({
      actor_id: entry.actor?.id ?? null,
      actor_name: actorName,
      action: entry.action,
      subject: entry.subject ?? null,
      details: JSON.stringify(entry.details ?? {}),
      created_at: now(),
    })
    .execute();
}

export const leadSubject = (leadId: number) => `lead:${leadId}`;

export interface AuditFilters {
  action?: AuditAction;
  actorId?: number;
  /** "lead:12" and the like. */
  subject?: string;
  /** UTC ISO bounds. */
  since?: string;
  before?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, and whether there is another. */
export async function listAudit(db: DB, filters: AuditFilters, page = 1) {
  let query = db.selectFrom("audit_log");
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.actorId) query = query.where("actor_id", "=", filters.actorId);
  if (filters.subject) query = query.where("subject", "=", filters.subject);
  if (filters.since) query = query.where("created_at", ">=", filters.since);
  if (filters.before) query = query.where("created_at", "<", filters.before);
  const rows = await query
    .selectAll()
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      ...row,
      details: JSON.parse(row.details) as Record<string, unknown>,
    })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** The staff who appear in the log, for the page's filter. */
export async function auditActors(db: DB): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_name"])
    .where("actor_id", "is not", null)
    .groupBy(["actor_id", "actor_name"])
    .orderBy("actor_name")
    .execute();
  return rows.map((row) => ({ id: row.actor_id!, name: row.actor_name ?? `#${row.actor_id}` }));
}

/** The log is kept at least a year (docs/privacy.md); the retention job deletes what is older. */
export const AUDIT_KEEP_DAYS = 400;

export async function purgeOldAudit(db: DB, at = new Date()): Promise<number> {
  const before = new Date(at.getTime() - AUDIT_KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("audit_log").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
