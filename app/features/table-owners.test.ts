import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import type { Database } from "#app/db/schema";

/**
 * Each table is written by the feature that owns it (docs/decisions/068-feature-graph.md): another
 * feature calls the owner's functions instead. Read from the source: every insertInto, updateTable,
 * deleteFrom and moveLeadRows naming a table, outside tests. A new table needs an owner here; a
 * write from another feature fails, unless it is one of the few exceptions below, each with its
 * reason. docs/architecture.md lists the same.
 */
const OWNERS: Record<keyof Database, string> = {
  admins: "admins",
  admin_sessions: "admins",
  admin_setup_tokens: "admins",
  login_attempts: "admins",
  audit_log: "audit",
  categories: "categories",
  colleges: "colleges",
  branches: "colleges",
  courses: "colleges",
  placement_companies: "colleges",
  college_logos: "colleges",
  exams: "exams",
  college_exams: "exams",
  leads: "leads",
  lead_enquiries: "leads",
  lead_events: "leads",
  consent_records: "leads",
  lead_merges: "merges",
  lead_imports: "imports",
  marketing_spend: "reports",
  api_keys: "intake",
  api_idempotency: "intake",
  lead_applications: "admissions",
  application_steps: "admissions",
  application_documents: "admissions",
  document_files: "admissions",
  document_file_versions: "admissions",
  application_commissions: "admissions",
  calendar_feeds: "admissions",
  receipt_counters: "admissions",
  payments: "admissions",
  status_links: "status-link",
  counsellor_availability: "counselling",
  counselling_holidays: "counselling",
  counselling_sessions: "counselling",
  privacy_requests: "privacy",
  outbox: "outbox",
  site_settings: "settings",
  staff_invitations: "team",
  nirf_rankings: "college-facts",
  college_accreditations: "college-facts",
  college_intake: "college-facts",
  college_placement_stats: "college-facts",
  cutoffs: "college-facts",
  cutoff_imports: "fact-imports",
  institute_aliases: "fact-imports",
  // Written by database triggers on every catalogue and settings write (ADR 010), never by code.
  content_version: "app/db",
  // The rate limiter in app/utils, shared by sign-in, the lead forms, status pages and the API.
  rate_limit_hits: "app/utils",
};

/** Writes by a feature other than the owner, each for a reason a function call would not serve. */
const EXCEPTIONS: { writer: string; tables: (keyof Database)[]; why: string }[] = [
  {
    writer: "imports",
    tables: ["leads", "lead_enquiries", "consent_records", "lead_events"],
    why: "an import stores a batch of leads in a handful of queries (ADR 054: 50,000 rows in under a minute); createLead's ten queries a row can't",
  },
  {
    writer: "first-call",
    tables: ["leads"],
    why: "the clock's own marks on the lead's row (first_call_overdue_at, first_call_reassign_at, first_call_reassigned_at), each claimed once by a conditional update",
  },
  {
    writer: "merges",
    tables: ["leads"],
    why: "a merge changes which lead a person is: merged_into and the survivor's chosen fields, kept in the merge's snapshot so that an undo restores them",
  },
  {
    writer: "outbox",
    tables: ["site_settings"],
    why: "a key-value table: the alert settings' key belongs to the outbox that reads it",
  },
];

const featuresDir = path.join(import.meta.dirname);
const WRITE = /(?:insertInto|updateTable|deleteFrom)\(\s*"([a-z_]+)"|moveLeadRows\(\s*\w+,\s*"([a-z_]+)"/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every (feature, table) a feature's code writes, with the first file that does. */
function writes(): { feature: string; table: string; file: string }[] {
  const found = new Map<string, { feature: string; table: string; file: string }>();
  for (const feature of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of sourceFiles(path.join(featuresDir, feature.name))) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(WRITE)) {
        const table = (match[1] ?? match[2])!;
        const key = `${feature.name} ${table}`;
        if (!found.has(key)) found.set(key, { feature: feature.name, table, file: path.relative(featuresDir, file) });
      }
    }
  }
  return [...found.values()];
}

test("every table is written only by the feature that owns it, or by a listed exception", () => {
  const all = writes();
  expect(all.length).toBeGreaterThan(30);
  const unowned = all.filter(({ table }) => !(table in OWNERS)).map(({ table, file }) => `${table} (${file})`);
  expect(unowned, "tables with no owner in OWNERS").toEqual([]);
  const trespass = all
    .filter(({ feature, table }) => OWNERS[table as keyof Database] !== feature)
    .filter(({ feature, table }) => !EXCEPTIONS.some((e) => e.writer === feature && e.tables.includes(table as never)))
    .map(
      ({ feature, table, file }) => `${feature} writes ${table} (${file}), owned by ${OWNERS[table as keyof Database]}`,
    );
  expect(trespass).toEqual([]);
});

test("every exception is still used: one that no code needs any more goes", () => {
  const all = writes();
  const unused = EXCEPTIONS.flatMap(({ writer, tables }) =>
    tables.filter((table) => !all.some((w) => w.feature === writer && w.table === table)).map((t) => `${writer} ${t}`),
  );
  expect(unused).toEqual([]);
});
