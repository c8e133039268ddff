import type { DB } from "#app/db/db.server";
import type { Lead } from "#app/db/schema";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { csvCell } from "#app/utils/csv-cell";
import { leadsCsvHeader, leadsCsvRows } from "./leads-csv";
import { countLeads, exportLeads, type ExportCursor, type LeadFilters } from "#app/features/leads/leads-inbox.server";

/** The filters as the audit log keeps them: the search's words (a name, a phone) only as "a search". */
function auditedFilters(filters: LeadFilters): Record<string, unknown> {
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ""));
  return active.q ? { ...active, q: true } : active;
}

/**
 * The contact details of the people whose leads a breach may have exposed (docs/privacy.md,
 * breach runbook): for each lead received in the filters' days that still has details, one row
 * per distinct person on it (the lead's own details and each enquiry's: a later enquiry can bring
 * an e-mail or a parent the first did not), so the owners can tell each person without delay.
 * The export is recorded in the audit log as a breach notice.
 */
export async function exportBreachContactsCsv(
  db: DB,
  filters: LeadFilters,
  actor: { id: number; name: string },
): Promise<string> {
  const leads: Lead[] = [];
  for await (const batch of exportBatches(db, filters)) leads.push(...batch.filter((lead) => !lead.erased_at));
  const rows = await breachContacts(db, leads);
  const active = auditedFilters(filters);
  await recordAudit(db, { actor, action: "breach.exported", details: { filters: active, rows: rows.length } });
  const header = [
    "ID",
    "Received (UTC)",
    "Name",
    "Phone",
    "Email",
    "Parent or guardian",
    "Parent or guardian phone",
    "Parent or guardian email",
  ];
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

type ContactRow = [number, string, string, string | null, string | null, string | null, string | null, string | null];

/** Each lead's distinct contacts, the lead's own first, then its enquiries' not yet erased. */
async function breachContacts(db: DB, leads: Lead[]): Promise<ContactRow[]> {
  const rows: ContactRow[] = [];
  // In slices, so a large export stays within the engines' limits on bound parameters.
  for (let i = 0; i < leads.length; i += 500) {
    const slice = leads.slice(i, i + 500);
    const enquiries = await db
      .selectFrom("lead_enquiries")
      .select(["lead_id", "name", "phone", "email", "guardian_name", "guardian_phone", "guardian_email"])
      .where(
        "lead_id",
        "in",
        slice.map((lead) => lead.id),
      )
      .where("erased_at", "is", null)
      .orderBy("id")
      .execute();
    const byLead = new Map<number, typeof enquiries>();
    for (const enquiry of enquiries) byLead.set(enquiry.lead_id, [...(byLead.get(enquiry.lead_id) ?? []), enquiry]);
    for (const lead of slice) {
      const seen = new Set<string>();
      for (const person of [lead, ...(byLead.get(lead.id) ?? [])]) {
        const row: ContactRow = [
          lead.id,
          lead.created_at,
          person.name,
          person.phone,
          person.email,
          person.guardian_name,
          person.guardian_phone,
          person.guardian_email,
        ];
        const key = JSON.stringify(row.slice(2).map((cell) => (cell === null ? null : String(cell).toLowerCase())));
        if (!seen.has(key)) rows.push(row);
        seen.add(key);
      }
    }
  }
  return rows;
}

/**
 * The export as a CSV file, streamed: a batch of leads at a time is read, written and let go, so
 * every lead of a million goes out while the server's memory stays where it was. Who exported
 * what (the filters and how many leads matched) goes into the audit log before the first byte.
 */
export async function exportLeadsCsv(
  db: DB,
  filters: LeadFilters,
  actor: { id: number; name: string },
): Promise<ReadableStream<Uint8Array>> {
  const rows = await countLeads(db, filters);
  await recordAudit(db, { actor, action: "leads.exported", details: { filters: auditedFilters(filters), rows } });
  const encoder = new TextEncoder();
  const batches = exportBatches(db, filters);
  let started = false;
  return new ReadableStream<Uint8Array>({
    // Asked for the next part only when the last one has been sent on: a slow download reads slowly.
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(leadsCsvHeader()));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(leadsCsvRows(await withNotes(db, next.value))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The leads matching the filters, newest first, a batch at a time (keyset paging). */
async function* exportBatches(db: DB, filters: LeadFilters): AsyncGenerator<Lead[], void, undefined> {
  let cursor: ExportCursor | undefined;
  for (;;) {
    const batch = await exportLeads(db, filters, EXPORT_BATCH, cursor);
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH) return;
    const last = batch.at(-1)!;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

/** Leads per read of the export. */
const EXPORT_BATCH = 1_000;

/**
 * The leads with every note: the notes written before notes became timeline entries, then each
 * added note, oldest first, one per line.
 */
async function withNotes(db: DB, leads: Lead[]): Promise<Lead[]> {
  const notes = new Map<number, string[]>();
  // In slices, so a batch stays within the engines' limits on bound parameters.
  for (let i = 0; i < leads.length; i += 500) {
    const ids = leads.slice(i, i + 500).map((lead) => lead.id);
    const rows = await db
      .selectFrom("lead_events")
      .select(["lead_id", "data"])
      .where("kind", "=", "note_added")
      .where("lead_id", "in", ids)
      .orderBy("id")
      .execute();
    for (const row of rows) {
      const note = (JSON.parse(row.data) as { note?: unknown }).note;
      if (typeof note === "string" && note) notes.set(row.lead_id, [...(notes.get(row.lead_id) ?? []), note]);
    }
  }
  return leads.map((lead) => ({
    ...lead,
    notes: [lead.notes, ...(notes.get(lead.id) ?? [])].filter(Boolean).join("\n"),
  }));
}
