import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { chooseMatch, knownLeadsSharing, type KnownLead } from "#app/features/leads/lead-identity.server";
import type { ColumnMapping } from "./import-columns";
import { readDataRows, MAX_IMPORT_ROWS } from "./import-file.server";
import { checkRow, type CheckedRow, type ImportRow } from "./import-row";

/** Rows taken together: one read of fingerprints and of matching leads in the dry run, one transaction in the import. */
export const IMPORT_BATCH_ROWS = 500;

/** At most this many refused rows are kept with their reasons; the count is always whole. */
export const REJECTED_KEPT = 500;

/** What the dry run found (and what the import then did), as the page shows it. */
export interface ImportReport {
  rows: number;
  new: number;
  merged: number;
  duplicates: number;
  /** Rows imported before, from this file or another, or repeated in this file: nothing to add. */
  skipped: number;
  rejected: number;
  /** The first REJECTED_KEPT refused rows: "Row 17: phone 12345 is not a 10-digit Indian mobile number". */
  rejectedRows: string[];
}

/**
 * An imported row's identity: its mapped values, tidied, hashed. Not the file's name, so the
 * same enquiry in another export is known too; not the row number, so a re-sorted file is.
 */
export function rowFingerprint(lead: ImportRow): string {
  const values = [
    lead.phone,
    lead.email?.toLowerCase() ?? null,
    lead.name.toLowerCase(),
    lead.course,
    lead.college,
    lead.source,
    lead.campaign,
    lead.notes,
    lead.receivedAt,
  ];
  return crypto.createHash("sha256").update(JSON.stringify(values)).digest("base64url");
}

/** The checked rows of a file, in batches, from the `skip`-th data row on. */
export async function* checkedBatches(
  bytes: Uint8Array,
  mapping: ColumnMapping,
  skip = 0,
): AsyncGenerator<{ rows: CheckedRow[]; read: number }> {
  const nowMs = Date.now();
  let batch: CheckedRow[] = [];
  let read = skip;
  for await (const { row, cells } of readDataRows(bytes, skip)) {
    read = row - 1;
    batch.push(checkRow(cells, mapping, row, nowMs));
    if (batch.length === IMPORT_BATCH_ROWS) {
      yield { rows: batch, read };
      batch = [];
    }
  }
  if (batch.length > 0) yield { rows: batch, read };
}

/** Fingerprints of this list already stored on an enquiry. */
export async function storedFingerprints(db: DB, fingerprints: readonly string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const rows = await db
    .selectFrom("lead_enquiries")
    .select("import_fingerprint")
    .where("import_fingerprint", "in", fingerprints)
    .execute();
  return new Set(rows.map((row) => row.import_fingerprint!));
}

/**
 * The dry run: what importing the file would do, writing nothing. Each row is matched by the
 * identity rules' own choice (chooseMatch), against the open leads in the database as the
 * earlier rows of the file would have left them: a lead an earlier row would create, or a
 * contact it would add to a lead, counts for the rows after it, as it will in the import.
 */
export async function dryRun(db: DB, bytes: Uint8Array, mapping: ColumnMapping): Promise<ImportReport> {
  const report: ImportReport = { rows: 0, new: 0, merged: 0, duplicates: 0, skipped: 0, rejected: 0, rejectedRows: [] };
  const leads = new PlannedLeads();
  const seen = new Set<string>();
  for await (const { rows } of checkedBatches(bytes, mapping)) {
    report.rows += rows.length;
    if (report.rows > MAX_IMPORT_ROWS) throw new TooManyRows();
    const valid = rows.flatMap((row) => (row.ok ? [{ ...row.lead, fingerprint: rowFingerprint(row.lead) }] : []));
    const stored = await storedFingerprints(
      db,
      valid.map((lead) => lead.fingerprint),
    );
    const fresh = valid.filter((lead) => !stored.has(lead.fingerprint) && !seen.has(lead.fingerprint));
    await leads.load(db, fresh);
    for (const row of rows) {
      if (!row.ok) {
        report.rejected++;
        if (report.rejectedRows.length < REJECTED_KEPT) report.rejectedRows.push(row.reason);
        continue;
      }
      const fingerprint = rowFingerprint(row.lead);
      if (stored.has(fingerprint) || seen.has(fingerprint)) {
        report.skipped++;
        continue;
      }
      seen.add(fingerprint);
      report[COUNTED_AS[leads.receive(row.lead.phone, row.lead.email?.toLowerCase() ?? null).kind]]++;
    }
  }
  return report;
}

const COUNTED_AS = { new: "new", same: "merged", "look-alike": "duplicates" } as const;

export class TooManyRows extends Error {
  constructor() {
    super(
      `This file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows. Please split it into smaller files.`,
    );
  }
}

/**
 * The open leads as the import would leave them so far: those read from the database for the
 * rows at hand, with the contacts earlier rows added, and the leads earlier rows would create
 * (numbered above every stored lead, as they would be).
 */
/** What the identity rules make of a row: a lead of its own (`newId`), maybe a look-alike of another, or an enquiry on `lead`. */
export type PlannedOutcome =
  | { kind: "same"; lead: KnownLead }
  | { kind: "look-alike"; leadId: number; newId: number }
  | { kind: "new"; newId: number };

/** Lead ids the planner gives the leads rows would create: above every stored lead's. */
export const isPlannedLead = (id: number) => id >= FIRST_PLANNED_ID;
const FIRST_PLANNED_ID = 2 ** 52;

export class PlannedLeads {
  /** Leads the rows so far would create or add to, by id, and by each phone and e-mail they hold. */
  private readonly planned = new Map<number, KnownLead>();
  private readonly plannedBy = new ContactIndex();
  /** The stored open leads sharing a contact with the batch at hand. */
  private stored = new Map<number, KnownLead>();
  private storedBy = new ContactIndex();
  private nextId = FIRST_PLANNED_ID;

  /** Reads the stored open leads that share a phone or an e-mail with these rows. */
  async load(db: DB, rows: readonly { phone?: string | null; email?: string | null }[]) {
    const phones = [...new Set(rows.flatMap((row) => (row.phone ? [row.phone] : [])))];
    const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])))];
    const leads = await knownLeadsSharing(db, phones, emails);
    this.stored = new Map(leads.map((lead) => [lead.id, lead]));
    this.storedBy = new ContactIndex();
    for (const lead of leads) this.storedBy.add(lead);
  }

  receive(phone: string | null, emailKey: string | null): PlannedOutcome {
    const candidates = new Map<number, KnownLead>();
    for (const id of this.storedBy.sharing(phone, emailKey)) candidates.set(id, this.stored.get(id)!);
    // A stored lead an earlier row added to is known with the contacts it will then have.
    for (const id of [...candidates.keys(), ...this.plannedBy.sharing(phone, emailKey)]) {
      const planned = this.planned.get(id);
      if (planned) candidates.set(id, planned);
    }
    const match = chooseMatch([...candidates.values()], phone, emailKey);
    if (match.kind === "same") {
      const lead = candidates.get(match.lead.id)!;
      const held = this.planned.get(lead.id) ?? { ...lead, phones: new Set(lead.phones), emails: new Set(lead.emails) };
      this.remember(held, phone, emailKey);
      return { kind: "same", lead: held };
    }
    const lead: KnownLead = {
      id: this.nextId++,
      assignee_id: null,
      contact_withdrawn_at: null,
      email_key: emailKey,
      phones: new Set(),
      emails: new Set(),
    };
    this.remember(lead, phone, emailKey);
    return match.kind === "look-alike"
      ? { kind: "look-alike", leadId: match.leadId, newId: lead.id }
      : { kind: "new", newId: lead.id };
  }

  private remember(lead: KnownLead, phone: string | null, emailKey: string | null) {
    if (phone) lead.phones.add(phone);
    if (emailKey) lead.emails.add(emailKey);
    this.planned.set(lead.id, lead);
    this.plannedBy.add(lead);
  }
}

/** Lead ids by each phone and e-mail they hold. */
class ContactIndex {
  private readonly byPhone = new Map<string, Set<number>>();
  private readonly byEmail = new Map<string, Set<number>>();

  add(lead: KnownLead) {
    for (const phone of lead.phones) addTo(this.byPhone, phone, lead.id);
    for (const email of lead.emails) addTo(this.byEmail, email, lead.id);
  }

  sharing(phone: string | null, emailKey: string | null): number[] {
    return [...(phone ? (this.byPhone.get(phone) ?? []) : []), ...(emailKey ? (this.byEmail.get(emailKey) ?? []) : [])];
  }
}

function addTo(index: Map<string, Set<number>>, key: string, id: number) {
  let ids = index.get(key);
  if (!ids) index.set(key, (ids = new Set()));
  ids.add(id);
}
