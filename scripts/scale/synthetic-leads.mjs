// The synthetic leads of `npm run seed:scale -- --leads N`: a consultancy's three admission
// seasons of made-up enquiries, for benchmarks at a million leads (issue 25). Written through
// Kysely into a migrated database that holds the synthetic catalogue (synthetic-catalogue.mjs),
// so one code path serves SQLite and PostgreSQL. Deterministic (a seeded PRNG over fixed dates):
// two runs with the same count make the same leads.
//
// What a lead gets, in the shares a real inbox shows: one enquiry (a sixth get a second, later),
// a source and campaign (a third came with no UTM tags), an assignee (a tenth wait in the pool),
// a "created" event, and once worked, a logged call with its outcome and status change; some
// reach applications, and a few an admission. Names are "Synthetic …", e-mails are at
// synthetic.example.in and phones start 9 and are unique, so nothing here is a real person.
import { PostgresAdapter, sql } from "kysely";
import { prng } from "../lib/prng.mjs";
import { insertInChunks, readSetting, writeSetting } from "./site-rows.mjs";

/** The site_settings row that marks a database as holding the synthetic leads. */
export const SYNTHETIC_LEADS_MARKER_KEY = "synthetic_leads";
/** Leads per transaction. */
const LEADS_PER_BATCH = 5_000;
const COUNSELLORS = 12;
/** Three seasons ending on a fixed day, so the data is the same whenever it is made. */
const LAST_DAY = Date.UTC(2026, 10, 27);
const SPAN_MS = 3 * 365 * 86_400_000;
/** The site's settings row (app/features/settings/site-settings.server.ts), and the longest retention period it takes. */
const SITE_SETTINGS_KEY = "site";
const RETENTION_MONTHS = 120;

const FIRST_NAMES = [
  "Aarav",
  "Diya",
  "Ishaan",
  "Ananya",
  "Kabir",
  "Meera",
  "Rohan",
  "Saanvi",
  "Arjun",
  "Nisha",
  "Vikram",
  "Pooja",
  "Aditya",
  "Kavya",
  "Rahul",
  "Sneha",
];
const LAST_NAMES = [
  "Sharma",
  "Iyer",
  "Reddy",
  "Patil",
  "Das",
  "Nair",
  "Gupta",
  "Khan",
  "Singh",
  "Menon",
  "Joshi",
  "Bose",
  "Kulkarni",
  "Rao",
  "Verma",
  "Pillai",
];
const FORMS = [
  ["banner", 30],
  ["engineering", 20],
  ["management", 12],
  ["medical", 12],
  ["college", 14],
  ["contact", 8],
  ["disk", 4],
];
const COURSES = ["B.Tech", "MBA", "MBBS", "BBA", "B.Sc Nursing", "M.Tech", "BDS", "B.Com", "BCA", "MCA"];
/** [utm_source, weight, campaigns]; null: a visitor who came with no tags. */
const SOURCES = [
  ["google", 30, ["search-engineering", "search-mba", "search-medical", "brand"]],
  ["facebook", 15, ["admissions-2025", "admissions-2026", "parents-lookalike"]],
  ["instagram", 10, ["reels-campus", "stories-deadlines"]],
  ["youtube", 5, ["counselling-webinar"]],
  ["newsletter", 5, ["monthly-digest"]],
  [null, 35, [null]],
];
/** What came of the first call, with the status it leaves, for a lead that was worked. */
const OUTCOMES = [
  ["no_answer", "contacted", 30],
  ["call_back", "contacted", 15],
  ["interested", "interested", 30],
  ["not_interested", "closed", 25],
];

function weighted(random, entries, weightAt) {
  const total = entries.reduce((sum, entry) => sum + entry[weightAt], 0);
  let pick = random() * total;
  for (const entry of entries) {
    pick -= entry[weightAt];
    if (pick < 0) return entry;
  }
  return entries.at(-1);
}

const pickOne = (random, list) => list[Math.floor(random() * list.length)];
const iso = (ms) => new Date(ms).toISOString();

const writeMarker = (db, value) => writeSetting(db, SYNTHETIC_LEADS_MARKER_KEY, value);

/** What the database holds: the marker of an earlier run, and whether it has leads of anyone else's. */
export async function inspectLeads(db) {
  const marker = await readSetting(db, SYNTHETIC_LEADS_MARKER_KEY);
  const { count } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return { marker, leads: Number(count) };
}

/** The synthetic counsellors (and one owner), made once; they sign in only by a session the bench writes. */
async function ensureStaff(db) {
  const existing = await db
    .selectFrom("admins")
    .select(["id", "email", "role"])
    .where("email", "like", "%@synthetic.example.in")
    .execute();
  if (existing.length > 0) return existing.filter((admin) => admin.role === "counsellor").map((admin) => admin.id);
  const at = iso(LAST_DAY - SPAN_MS);
  const people = [
    { name: "Synthetic Owner", email: "owner@synthetic.example.in", role: "owner" },
    ...Array.from({ length: COUNSELLORS }, (_, i) => ({
      name: `Synthetic Counsellor ${String(i + 1).padStart(2, "0")}`,
      email: `counsellor${String(i + 1).padStart(2, "0")}@synthetic.example.in`,
      role: "counsellor",
    })),
  ];
  await insertInChunks(
    db,
    "admins",
    // "scrypt$not-used" is no hash: nobody signs in with a password.
    people.map((person) => ({ ...person, mobile: "9000000000", password_hash: "scrypt$not-used", created_at: at })),
  );
  return ensureStaff(db);
}

/**
 * The synthetic consultancy keeps its leads for the longest period the settings allow (120
 * months; the site's default is 24, docs/privacy.md#retention): the seasons are on fixed dates,
 * and otherwise each start would anonymise the oldest of them, as a real site does month by month.
 */
async function keepEverySeason(db) {
  const settings = (await readSetting(db, SITE_SETTINGS_KEY)) ?? {};
  if ((settings.retentionMonths ?? 24) < RETENTION_MONTHS) {
    await writeSetting(db, SITE_SETTINGS_KEY, { ...settings, retentionMonths: RETENTION_MONTHS });
  }
}

/** One lead and everything that hangs on it, as rows (ids are given: the batch knows them). */
function makeLead(random, id, counsellors, collegeIds) {
  const createdMs = LAST_DAY - Math.floor((((id * 2_654_435_761) % 1_000_003) / 1_000_003) * SPAN_MS);
  const created = iso(createdMs);
  const first = pickOne(random, FIRST_NAMES);
  const last = pickOne(random, LAST_NAMES);
  const name = `Synthetic ${first} ${last}`;
  const email = `${first}.${last}.${id}@synthetic.example.in`.toLowerCase();
  const phone = `9${String(100_000_000 + id).slice(-9)}`;
  const [form] = weighted(random, FORMS, 1);
  const [source, , campaigns] = weighted(random, SOURCES, 1);
  const campaign = pickOne(random, campaigns);
  const course = pickOne(random, COURSES);
  const assignee = random() < 0.1 ? null : counsellors[id % counsellors.length];
  // Older leads are more often worked; the newest week is mostly untouched.
  const ageDays = (LAST_DAY - createdMs) / 86_400_000;
  const worked = assignee !== null && random() < (ageDays < 7 ? 0.4 : 0.85);
  let status = "new";
  let firstCall = null;
  const events = [
    { lead_id: id, kind: "created", actor_id: null, data: JSON.stringify({ form }), created_at: created },
  ];
  const applications = [];
  // The funnel's facts kept on the row (app/features/leads/funnel-stages.server.ts), as the site writes them.
  const funnel = { funnel_counselled: 0, funnel_applied: 0, funnel_admitted_application: 0 };
  if (worked) {
    const [outcome, outcomeStatus] = weighted(random, OUTCOMES, 2);
    const callMs = createdMs + Math.floor(random() * 6 * 3_600_000);
    firstCall = iso(callMs);
    status = outcomeStatus;
    events.push(
      {
        lead_id: id,
        kind: "call_logged",
        actor_id: assignee,
        data: JSON.stringify({ outcome, note: "" }),
        created_at: firstCall,
      },
      {
        lead_id: id,
        kind: "status_changed",
        actor_id: assignee,
        data: JSON.stringify({ from: "new", to: status }),
        created_at: firstCall,
      },
    );
    if (outcome === "interested") funnel.funnel_counselled = 1;
    if (outcome === "interested" && random() < 0.5) {
      const count = 1 + Math.floor(random() * 3);
      const admitted = random() < 0.3 ? Math.floor(random() * count) : -1;
      for (let a = 0; a < count; a++) {
        const at = iso(callMs + (a + 1) * 86_400_000);
        applications.push({
          lead_id: id,
          college_id: pickOne(random, collegeIds),
          course,
          intake: new Date(createdMs).getUTCFullYear() + 1,
          status:
            a === admitted
              ? "admitted"
              : pickOne(random, ["applied", "documents_pending", "offer_received", "not_admitted"]),
          created_at: at,
          updated_at: at,
        });
      }
      funnel.funnel_applied = 1;
      if (admitted >= 0) {
        status = "converted";
        funnel.funnel_admitted_application = 1;
      }
    }
  }
  const utm = {
    utm_source: source,
    utm_medium: source ? "cpc" : null,
    utm_campaign: campaign,
    utm_term: null,
    utm_content: null,
  };
  const contact = { name, email, phone, course, stream: null, college_name: null, message: null, applicant: "adult" };
  const lead = {
    id,
    form,
    page: `/${form === "banner" ? "" : form}`,
    ...contact,
    ...utm,
    consent_at: created,
    status,
    user_agent: null,
    ip_hash: null,
    submission_id: null,
    consent_purposes: '["contact"]',
    assignee_id: assignee,
    last_enquiry_at: created,
    first_call_at: firstCall,
    ...funnel,
    email_key: email,
    created_at: created,
    updated_at: firstCall ?? created,
  };
  const enquiries = [
    { lead_id: id, form, page: lead.page, ...contact, ...utm, consent_purposes: '["contact"]', created_at: created },
  ];
  if (random() < 0.16) {
    const again = iso(Math.min(LAST_DAY, createdMs + Math.floor(random() * 30) * 86_400_000));
    enquiries.push({
      lead_id: id,
      form: "contact",
      page: "/Contact",
      ...contact,
      ...utm,
      consent_purposes: '["contact"]',
      created_at: again,
    });
    events.push({ lead_id: id, kind: "repeat_enquiry", actor_id: null, data: "{}", created_at: again });
    lead.last_enquiry_at = again;
  }
  return { lead, enquiries, events, applications };
}

/**
 * Adds synthetic leads to `db` until it holds `count` (ids 1…count), in batches of their own
 * transactions, writing the marker as it goes: a run that stops half-way is carried on by the
 * next. The catalogue must be there already (applications name its colleges).
 *
 * @param {import("kysely").Kysely<any>} db
 * @param {{ leads: number, log?: (line: string) => void }} options
 */
export async function seedSyntheticLeads(db, { leads: count, log = () => {} }) {
  const collegeIds = (await db.selectFrom("colleges").select("id").orderBy("id").limit(2_000).execute()).map(
    (row) => row.id,
  );
  if (collegeIds.length === 0) throw new Error("no colleges: seed the synthetic catalogue first");
  const counsellors = await ensureStaff(db);
  await keepEverySeason(db);
  const { max } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirstOrThrow();
  const startedAt = new Date().toISOString();
  let next = Number(max ?? 0) + 1;
  const totals = { enquiries: 0, events: 0, applications: 0 };
  while (next <= count) {
    const last = Math.min(count, next + LEADS_PER_BATCH - 1);
    const batch = { leads: [], enquiries: [], events: [], applications: [] };
    for (let id = next; id <= last; id++) {
      const made = makeLead(prng(id), id, counsellors, collegeIds);
      batch.leads.push(made.lead);
      batch.enquiries.push(...made.enquiries);
      batch.events.push(...made.events);
      batch.applications.push(...made.applications);
    }
    await db.transaction().execute(async (trx) => {
      await insertInChunks(trx, "leads", batch.leads);
      await insertInChunks(trx, "lead_enquiries", batch.enquiries);
      await insertInChunks(trx, "lead_events", batch.events);
      await insertInChunks(trx, "lead_applications", batch.applications);
    });
    totals.enquiries += batch.enquiries.length;
    totals.events += batch.events.length;
    totals.applications += batch.applications.length;
    if (last % 100_000 === 0 || last === count) log(`${last.toLocaleString("en-IN")} leads`);
    next = last + 1;
  }
  // PostgreSQL: ids were given, so the sequence is moved past them for the site's own inserts.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select setval(pg_get_serial_sequence('leads', 'id'), (select max(id) from leads))`.execute(db);
  }
  const marker = { state: "complete", leads: count, ...totals, startedAt, finishedAt: new Date().toISOString() };
  await writeMarker(db, marker);
  return marker;
}

/** Marks a run as started (an interrupted run is carried on, never mistaken for a finished one). */
export const markLeadsStarted = (db, count) => writeMarker(db, { state: "started", leads: count });
