import type { DB } from "#app/db/db.server";
import type { Lead } from "#app/db/schema";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { csvCell, leadsToCsv } from "./leads-csv";
import { exportLeads, type LeadFilters } from "./leads-inbox.server";

/** The filters as the audit log keeps them: the search's words (a name, a phone) only as "a search". */
function auditedFilters(filters: LeadFilters): Record<string, unknown> {
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ""));
  return active.q ? { ...active, q: true } : active;
}

/**
 * The contact details of the people whose leads a breach may have exposed (docs/privacy.md,
 * breach runbook): each lead received in the filters' days that still has details, with its
 * phone, e-mail and a minor's parent, so the owners can tell each person without delay. The
 * export is recorded in the audit log as a breach notice.
 */
export async function exportBreachContactsCsv(
  db: DB,
  filters: LeadFilters,
  actor: { id: number; name: string },
): Promise<string> {
  const leads = (await exportLeads(db, filters)).filter((lead) => !lead.erased_at);
  const active = auditedFilters(filters);
  await recordAudit(db, { actor, action: "breach.exported", details: { filters: active, rows: leads.length } });
  const header = ["ID", "Received (UTC)", "Name", "Phone", "Email", "Parent or guardian", "Parent or guardian phone"];
  const lines = [header.map(csvCell).join(",")];
  for (const lead of leads) {
    lines.push(
      [lead.id, lead.created_at, lead.name, lead.phone, lead.email, lead.guardian_name, lead.guardian_phone]
        .map(csvCell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The export as a CSV file; who exported what (the filters and the row count) goes into the audit log. */
export async function exportLeadsCsv(
  db: DB,
  filters: LeadFilters,
  actor: { id: number; name: string },
): Promise<string> {
  const leads = await leadsForExport(db, filters);
  const active = auditedFilters(filters);
  await recordAudit(db, { actor, action: "leads.exported", details: { filters: active, rows: leads.length } });
  return leadsToCsv(leads);
}

/**
 * The leads for the CSV export, each with every note: the notes written before notes became
 * timeline entries, then each added note, oldest first, one per line.
 */
async function leadsForExport(db: DB, filters: LeadFilters): Promise<Lead[]> {
  const leads = await exportLeads(db, filters);
  const notes = new Map<number, string[]>();
  // In slices, so a large export stays within the engines' limits on bound parameters.
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
