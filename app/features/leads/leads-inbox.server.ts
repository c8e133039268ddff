import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { containsPattern } from "#app/db/like-pattern";
import type { Lead } from "#app/db/schema";
import { now } from "#app/utils/clock";
import type { Role } from "#app/features/admins/roles";
import type { LeadStatus } from "./lead-status";
import { addLeadEvent } from "./lead-timeline.server";

export interface LeadFilters {
  /** YYYY-MM-DD, inclusive, in UTC. */
  from?: string;
  to?: string;
  form?: string;
  status?: string;
  /** Words in the course the visitor chose. */
  course?: string;
}

/**
 * Who is looking: owners see every lead; a counsellor sees the leads assigned to them and the
 * unassigned pool, and any other lead is, for them, not there (404, never 403: its existence is
 * not theirs to know).
 */
export interface LeadViewer {
  id: number;
  role: Role;
}

/** The leads this viewer may see, as a query to build on. */
function visibleLeads(db: DB, viewer?: LeadViewer) {
  const query = db.selectFrom("leads");
  if (!viewer || viewer.role === "owner") return query;
  return query.where((eb) => eb.or([eb("assignee_id", "=", viewer.id), eb("assignee_id", "is", null)]));
}

function filtered(db: DB, filters: LeadFilters, viewer?: LeadViewer) {
  let query = visibleLeads(db, viewer);
  if (filters.from) query = query.where("created_at", ">=", `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where("created_at", "<=", `${filters.to}T23:59:59.999Z`);
  if (filters.form) query = query.where("form", "=", filters.form);
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.course) {
    query = query.where(sql`lower(coalesce(course, ''))`, "like", containsPattern(filters.course));
  }
  return query;
}

export async function listLeads(db: DB, filters: LeadFilters, page = 1, pageSize = 25, viewer?: LeadViewer) {
  const { total } = await filtered(db, filters, viewer)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  const items = await filtered(db, filters, viewer)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { items, total: Number(total), page: current, pageCount };
}

/** Every lead matching the filters, newest first, for the CSV export (capped so one click can't exhaust memory). */
export async function exportLeads(db: DB, filters: LeadFilters, limit = 50_000): Promise<Lead[]> {
  return filtered(db, filters).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function getLead(db: DB, id: number, viewer?: LeadViewer): Promise<Lead | undefined> {
  return visibleLeads(db, viewer).selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Saves a lead's status and notes, and puts each change on its timeline with who made it.
 * False when the lead is not there for this viewer.
 */
export async function updateLeadStatus(
  db: DB,
  id: number,
  update: { status: LeadStatus; notes: string },
  viewer?: LeadViewer,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await getLead(trx, id, viewer);
    if (!lead) return false;
    const at = now();
    await trx
      .updateTable("leads")
      .set({ status: update.status, notes: update.notes, updated_at: at })
      .where("id", "=", id)
      .execute();
    const actorId = viewer?.id ?? null;
    if (lead.status !== update.status) {
      await addLeadEvent(trx, {
        leadId: id,
        kind: "status_changed",
        actorId,
        at,
        data: { from: lead.status, to: update.status },
      });
    }
    if (lead.notes !== update.notes && update.notes.trim()) {
      await addLeadEvent(trx, { leadId: id, kind: "note_added", actorId, at, data: { note: update.notes } });
    }
    return true;
  });
}

/**
 * A counsellor takes a lead from the unassigned pool. False when someone else got it first
 * (or it is not in the pool): the update only touches a lead that is still unassigned.
 */
export async function claimLead(db: DB, id: number, viewer: LeadViewer): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("leads")
      .set({ assignee_id: viewer.id, updated_at: now() })
      .where("id", "=", id)
      .where("assignee_id", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await addLeadEvent(trx, {
      leadId: id,
      kind: "assigned",
      actorId: viewer.id,
      data: { assigneeId: viewer.id, by: "claim" },
    });
    return true;
  });
}

/** Leads per day and form over the last `days` days (UTC), oldest day first, for the dashboard chart. */
export async function leadsPerDay(
  db: DB,
  days = 30,
  until = new Date(),
): Promise<{ days: string[]; forms: string[]; counts: Record<string, Record<string, number>> }> {
  const end = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate()));
  const dayList = Array.from({ length: days }, (_, i) =>
    new Date(end.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  const rows = await db
    .selectFrom("leads")
    .select(["form", "created_at"])
    .where("created_at", ">=", `${dayList[0]}T00:00:00.000Z`)
    .execute();
  const counts: Record<string, Record<string, number>> = {};
  const forms = new Set<string>();
  for (const row of rows) {
    const day = row.created_at.slice(0, 10);
    forms.add(row.form);
    counts[day] ??= {};
    counts[day][row.form] = (counts[day][row.form] ?? 0) + 1;
  }
  return { days: dayList, forms: [...forms].sort(), counts };
}
