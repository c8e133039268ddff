import { sql, type ExpressionBuilder } from "kysely";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { containsPattern } from "#app/db/like-pattern";
import type { Database, Lead } from "#app/db/schema";
import { now } from "#app/utils/clock";
import { indiaDay, indiaDayRange, indiaDayStart, addIndiaDays, lastIndiaDays } from "#app/utils/india-time";
import type { Role } from "#app/features/admins/roles";
import type { FunnelStage } from "./funnel";
import { reachedStage, tagFilterValue, tagKey } from "./funnel-stages.server";
import { normalisePhone } from "./lead-schema";
import { CLOSED_STATUSES, type LeadStatus } from "./lead-status";
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
  status?: LeadStatus;
  /** "unassigned", or a staff member's id. */
  assignee?: string;
  /** "overdue": a follow-up was due before now on an open lead; "today": one is due today (India). */
  followUp?: string;
  /** Words in the course the visitor chose. */
  course?: string;
  /** The language the person wrote to us in: "en" or "hi" (leads.language). */
  language?: string;
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
  // "Theirs or nobody's", written so that SQLite walks the inbox's order index and stops at a
  // page: as an OR of two assignee lookups it fetched all of them (75,000 of a million) and sorted.
  return query.where((eb) => eb(eb.fn.coalesce("leads.assignee_id", eb.val(viewer.id)), "=", viewer.id));
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
  if (filters.q) query = query.where((eb) => searchMatches(eb, filters.q!, isPostgres(db)));
  if (filters.from) query = query.where("leads.created_at", ">=", indiaDayStart(filters.from));
  if (filters.to) query = query.where("leads.created_at", "<", indiaDayStart(addIndiaDays(filters.to, 1)));
  if (filters.form) query = query.where("leads.form", "=", filters.form);
  if (filters.source) query = query.where(tagKey("leads.utm_source"), "=", tagFilterValue(filters.source));
  if (filters.campaign) query = query.where(tagKey("leads.utm_campaign"), "=", tagFilterValue(filters.campaign));
  if (filters.stage) {
    const stage = filters.stage;
    query = query.where((eb) => reachedStage(eb, stage));
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
  if (filters.language) query = query.where("leads.language", "=", filters.language);
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
function searchMatches(eb: ExpressionBuilder<Database, "leads">, q: string, postgres: boolean) {
  // A whole mobile number is looked up, not searched for: the phone index answers at once, where
  // "contains" reads every lead (phones are stored as their ten digits, so nothing is missed).
  const phone = normalisePhone(q);
  if (/^[6-9]\d{9}$/.test(phone)) return eb("leads.phone", "=", phone);
  const text = [
    eb(sql`lower(leads.name)`, "like", containsPattern(q)),
    eb(sql`lower(coalesce(leads.email, ''))`, "like", containsPattern(q)),
  ];
  const digits = phone.replace(/\D/g, "");
  if (digits.length >= 3) text.push(eb(sql`coalesce(leads.phone, '')`, "like", containsPattern(digits)));
  // PostgreSQL answers these LIKEs from its trigram indexes (pg_trgm) by itself. SQLite's trigram
  // index is a table of its own (leads_search, FTS5): it names the few leads that can match, and
  // the LIKEs above still decide, so the results are the same as a full scan's.
  const candidates = postgres ? undefined : trigramCandidates(q, digits);
  return candidates ? eb.and([candidates, eb.or(text)]) : eb.or(text);
}

/**
 * The leads whose name or e-mail holds `q`, or whose phone holds `digits`, by the trigram index
 * (docs/decisions/084-trigram-lead-search.md), in any case. None for a search under three
 * characters: a trigram index cannot answer it, and it scans as before.
 */
function trigramCandidates(q: string, digits: string) {
  const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lowered = q.toLowerCase();
  if ([...lowered].length < 3) return undefined;
  const match = [`{name email} : ${phrase(lowered)}`];
  if (digits.length >= 3) match.push(`phone : ${phrase(digits)}`);
  return sql<boolean>`leads.id in (select rowid from leads_search where leads_search match ${match.join(" OR ")})`;
}

/** The inbox counts matching leads up to this many, then says "more than". */
export const LIST_COUNT_CAP = 10_000;

/** One page of the inbox, newest enquiry first (`received_at`), each lead with its assignee's name. `at` is "now" for the follow-up filters. */
export async function listLeads(
  db: DB,
  filters: LeadFilters,
  page = 1,
  pageSize = 25,
  viewer?: LeadViewer,
  at = new Date(),
) {
  // Counted up to a cap: counting a million leads for "page 1 of 40,000" costs more than the
  // page itself, and nobody pages that far (the filters narrow it).
  const { total } = await db
    .selectFrom(
      filtered(db, filters, viewer, at)
        .select("leads.id")
        .limit(LIST_COUNT_CAP + 1)
        .as("matching"),
    )
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Math.min(Number(total), LIST_COUNT_CAP) / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  const items = await filtered(db, filters, viewer, at)
    .leftJoin("admins", "admins.id", "leads.assignee_id")
    .selectAll("leads")
    .select("admins.name as assignee_name")
    // The latest enquiry first: a repeat enquiry brings its lead back to the top. The list shows
    // this same time as "Received" (docs/decisions/077-small-frictions.md): it showed the first
    // enquiry's, so a lead received at 5:56 and again at 6:10 stood above one received at 6:04.
    .select((eb) => eb.fn.coalesce("leads.last_enquiry_at", "leads.created_at").as("received_at"))
    .orderBy((eb) => eb.fn.coalesce("leads.last_enquiry_at", "leads.created_at"), "desc")
    .orderBy("leads.id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    items,
    total: Math.min(Number(total), LIST_COUNT_CAP),
    moreThanCounted: Number(total) > LIST_COUNT_CAP,
    page: current,
    pageCount,
  };
}

/** Where a batch of the export ended: the next starts after this lead (newest first). */
export interface ExportCursor {
  createdAt: string;
  id: number;
}

/**
 * A batch of the leads matching the filters, newest first, after `cursor` (keyset paging: each
 * batch is an index range, however deep into a million leads it is), for the CSV export.
 */
export async function exportLeads(db: DB, filters: LeadFilters, limit = 1_000, cursor?: ExportCursor): Promise<Lead[]> {
  let query = filtered(db, filters).selectAll("leads");
  // A row-value comparison, which both engines read as one range of the (created_at, id) index;
  // written as an OR, PostgreSQL sorted every older lead again for each batch.
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple("leads.created_at", "leads.id"), "<", eb.tuple(cursor.createdAt, cursor.id)),
    );
  }
  return query.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc").limit(limit).execute();
}

/** How many leads match the filters (the export's audit entry says how many it handed over). */
export async function countLeads(db: DB, filters: LeadFilters): Promise<number> {
  const { n } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
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

/** The dashboard's pipeline covers the leads of these last days, as its chart does. */
const FIGURES_DAYS = 30;

/**
 * The figures of the dashboard, over the leads this viewer may see that came in during the last
 * FIGURES_DAYS days (three seasons of leads counted by status would bury this month's work, and
 * cost a scan of every lead; the funnel report covers any range), and the follow-ups overdue now.
 */
export async function leadFigures(db: DB, viewer?: LeadViewer, at = new Date()) {
  const since = new Date(at.getTime() - FIGURES_DAYS * 86_400_000).toISOString();
  const recent = listedLeads(db, viewer).where("leads.created_at", ">=", since);
  const [groups, late] = await Promise.all([
    // One pass over the month's leads, tallied three ways below.
    recent
      .select(["leads.status", "leads.form", "leads.utm_source", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy(["leads.status", "leads.form", "leads.utm_source"])
      .execute(),
    overdue(listedLeads(db, viewer), at)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  const calls = await recent
    .select(["leads.created_at", "leads.first_call_at"])
    .where("leads.first_call_at", "is not", null)
    .execute();
  const tally = (key: (row: (typeof groups)[number]) => string | null) => {
    const totals = new Map<string | null, number>();
    for (const row of groups) totals.set(key(row), (totals.get(key(row)) ?? 0) + Number(row.count));
    return [...totals]
      .map(([value, count]) => ({ key: value, count }))
      .sort((a, b) => b.count - a.count || String(a.key ?? "").localeCompare(String(b.key ?? "")));
  };
  return {
    days: FIGURES_DAYS,
    byStatus: tally((row) => row.status),
    byForm: tally((row) => row.form),
    bySource: tally((row) => row.utm_source),
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
