import { sql, type ExpressionBuilder } from "kysely";
import type { DB } from "#app/db/db.server";
import { containsPattern } from "#app/db/like-pattern";
import type { Database, Lead } from "#app/db/schema";
import { now } from "#app/utils/clock";
import { indiaDay, indiaDayRange, indiaDayStart, addIndiaDays, lastIndiaDays } from "#app/utils/india-time";
import type { Role } from "#app/features/admins/roles";
import { isPostgres } from "#app/db/dialect";
import type { FunnelStage } from "./funnel";
import { reachedStage, tagFilterValue, tagKey } from "./funnel-stages.server";
import { normalisePhone } from "./lead-schema";
import { CLOSED_STATUSES } from "./lead-status";
import { addLeadEvent } from "./lead-timeline.server";

export interface LeadFilters {
  /** A name, phone or e-mail, or part of one. */
  q?: string;
  /** YYYY-MM-DD, inclusive, India days (app/utils/india-time.ts). */
  from?: string;
  to?: string;
  form?: string;
  /** The lead's utm_source (the campaign it first came from), any case; "(none)": none. */
  source?: string;
  /** The lead's utm_campaign, any case; "(none)": none. */
  campaign?: string;
  /** The funnel stage the lead has reached, or gone beyond (funnel-stages.server.ts). */
  stage?: FunnelStage;
  status?: string;
  /** "unassigned", or a staff member's id. */
  assignee?: string;
  /** "overdue": a follow-up was due before now on an open lead; "today": one is due today (India). */
  followUp?: string;
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
  return query.where((eb) => eb.or([eb("leads.assignee_id", "=", viewer.id), eb("leads.assignee_id", "is", null)]));
}

/**
 * The leads the lists, figures and exports count: a lead merged into another is part of that
 * one now (its page still opens, to undo the merge).
 */
function listedLeads(db: DB, viewer?: LeadViewer) {
  return visibleLeads(db, viewer).where("leads.merged_into", "is", null);
}

function filtered(db: DB, filters: LeadFilters, viewer?: LeadViewer, at = new Date()) {
  let query = listedLeads(db, viewer);
  if (filters.q) query = query.where((eb) => searchMatches(eb, filters.q!));
  if (filters.from) query = query.where("leads.created_at", ">=", indiaDayStart(filters.from));
  if (filters.to) query = query.where("leads.created_at", "<", indiaDayStart(addIndiaDays(filters.to, 1)));
  if (filters.form) query = query.where("leads.form", "=", filters.form);
  if (filters.source) query = query.where(tagKey("leads.utm_source"), "=", tagFilterValue(filters.source));
  if (filters.campaign) query = query.where(tagKey("leads.utm_campaign"), "=", tagFilterValue(filters.campaign));
  if (filters.stage) {
    const stage = filters.stage;
    query = query.where((eb) => reachedStage(eb, stage, isPostgres(db)));
  }
  if (filters.status) query = query.where("leads.status", "=", filters.status);
  if (filters.assignee === "unassigned") query = query.where("leads.assignee_id", "is", null);
  else if (filters.assignee) query = query.where("leads.assignee_id", "=", Number(filters.assignee));
  if (filters.followUp === "overdue") query = overdue(query, at);
  if (filters.followUp === "today") {
    const { start, end } = indiaDayRange(indiaDay(at));
    query = query.where("leads.next_follow_up_at", ">=", start).where("leads.next_follow_up_at", "<", end);
  }
  if (filters.course) {
    query = query.where(sql`lower(coalesce(leads.course, ''))`, "like", containsPattern(filters.course));
  }
  return query;
}

type LeadQuery = ReturnType<typeof visibleLeads>;

/**
 * A follow-up is overdue when its time has passed and the lead is still open: an Admitted or
 * Closed lead needs no call, whatever date was left on it.
 */
function overdue(query: LeadQuery, at: Date): LeadQuery {
  return query.where("leads.next_follow_up_at", "<", at.toISOString()).where("leads.status", "not in", CLOSED_STATUSES);
}

/**
 * The search box: any part of the name or the e-mail (any case), or of the phone by its digits,
 * with +91, 0091 or a leading 0 dropped as when the phone was stored.
 */
function searchMatches(eb: ExpressionBuilder<Database, "leads">, q: string) {
  const text = [
    eb(sql`lower(leads.name)`, "like", containsPattern(q)),
    eb(sql`lower(coalesce(leads.email, ''))`, "like", containsPattern(q)),
  ];
  const digits = normalisePhone(q).replace(/\D/g, "");
  if (digits.length >= 3) text.push(eb(sql`coalesce(leads.phone, '')`, "like", containsPattern(digits)));
  return eb.or(text);
}

/** One page of the inbox, newest first, each lead with its assignee's name. `at` is "now" for the follow-up filters. */
export async function listLeads(
  db: DB,
  filters: LeadFilters,
  page = 1,
  pageSize = 25,
  viewer?: LeadViewer,
  at = new Date(),
) {
  const { total } = await filtered(db, filters, viewer, at)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  const items = await filtered(db, filters, viewer, at)
    .leftJoin("admins", "admins.id", "leads.assignee_id")
    .selectAll("leads")
    .select("admins.name as assignee_name")
    // The latest enquiry first: a repeat enquiry brings its lead back to the top.
    .orderBy((eb) => eb.fn.coalesce("leads.last_enquiry_at", "leads.created_at"), "desc")
    .orderBy("leads.id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { items, total: Number(total), page: current, pageCount };
}

/** Every lead matching the filters, newest first, for the CSV export (capped so one click can't exhaust memory). */
export async function exportLeads(db: DB, filters: LeadFilters, limit = 50_000): Promise<Lead[]> {
  return filtered(db, filters)
    .selectAll("leads")
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(limit)
    .execute();
}

export async function getLead(db: DB, id: number, viewer?: LeadViewer): Promise<Lead | undefined> {
  return visibleLeads(db, viewer).selectAll().where("leads.id", "=", id).executeTakeFirst();
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
      .where("merged_into", "is", null)
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

/**
 * Leads per India day and form over the last `days` days, oldest day first, for the dashboard
 * chart: only the leads this viewer may see.
 */
export async function leadsPerDay(
  db: DB,
  days = 30,
  until = new Date(),
  viewer?: LeadViewer,
): Promise<{ days: string[]; forms: string[]; counts: Record<string, Record<string, number>> }> {
  const dayList = lastIndiaDays(days, until);
  const rows = await listedLeads(db, viewer)
    .select(["leads.form", "leads.created_at"])
    .where("leads.created_at", ">=", indiaDayStart(dayList[0]!))
    .where("leads.created_at", "<", indiaDayStart(addIndiaDays(dayList.at(-1)!, 1)))
    .execute();
  const counts: Record<string, Record<string, number>> = {};
  const forms = new Set<string>();
  for (const row of rows) {
    const day = indiaDay(row.created_at);
    forms.add(row.form);
    counts[day] ??= {};
    counts[day][row.form] = (counts[day][row.form] ?? 0) + 1;
  }
  return { days: dayList, forms: [...forms].sort(), counts };
}

/** The figures of the dashboard, over the leads this viewer may see. */
export async function leadFigures(db: DB, viewer?: LeadViewer, at = new Date()) {
  const [byStatus, byForm, bySource, late, calls] = await Promise.all([
    listedLeads(db, viewer)
      .select(["leads.status as key", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("leads.status")
      .execute(),
    listedLeads(db, viewer)
      .select(["leads.form as key", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("leads.form")
      .execute(),
    listedLeads(db, viewer)
      .select(["leads.utm_source as key", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("leads.utm_source")
      .execute(),
    overdue(listedLeads(db, viewer), at)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
    listedLeads(db, viewer)
      .select(["leads.created_at", "leads.first_call_at"])
      .where("leads.first_call_at", "is not", null)
      .where("leads.created_at", ">=", new Date(at.getTime() - 30 * 86_400_000).toISOString())
      .execute(),
  ]);
  const tally = (rows: { key: string | null; count: number | string }[]) =>
    rows
      .map((row) => ({ key: row.key, count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || String(a.key ?? "").localeCompare(String(b.key ?? "")));
  return {
    byStatus: tally(byStatus),
    byForm: tally(byForm),
    bySource: tally(bySource),
    overdue: Number(late.count),
    firstCall: medianMinutes(calls.map((row) => Date.parse(row.first_call_at!) - Date.parse(row.created_at))),
  };
}

/** The median of some durations (ms) in whole minutes, with how many there were; null for none. */
export function medianMinutes(durations: number[]): { minutes: number; calls: number } | null {
  const sorted = durations.filter((ms) => Number.isFinite(ms) && ms >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { minutes: Math.round(median / 60_000), calls: sorted.length };
}
