import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { leadSubject, recordAudit } from "#app/features/audit/audit-log.server";
import type { AuditAction } from "#app/features/audit/audit-actions";
import type { LeadEventKind } from "./lead-events";

/**
 * Adds one event to a lead's timeline. `actorId` is the staff member; none for the visitor or
 * the system. Every change staff make to a lead comes through here, so here it also goes into
 * the audit log, in the same transaction; so do a person's own withdrawal and erasure.
 */
export async function addLeadEvent(
  db: DB,
  event: { leadId: number; kind: LeadEventKind; actorId?: number | null; data?: Record<string, unknown>; at?: string },
): Promise<{ id: number }> {
  const action = auditActionOf(event.kind, event.actorId ?? null);
  if (action) {
    await recordAudit(db, {
      actor: event.actorId ? { id: event.actorId } : null,
      action,
      subject: leadSubject(event.leadId),
      // What kind of change, never its words (a note's text stays on the lead).
      details: { change: event.kind, ...auditDetails(event.data) },
    });
  }
  return db
    .insertInto("lead_events")
    .values({
      lead_id: event.leadId,
      kind: event.kind,
      actor_id: event.actorId ?? null,
      data: JSON.stringify(event.data ?? {}),
      created_at: event.at ?? now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

function auditActionOf(kind: LeadEventKind, actorId: number | null): AuditAction | undefined {
  if (kind === "erased") return "lead.erased";
  if (kind === "consent_changed") return "lead.consent_withdrawn";
  if (kind === "parent_confirmed") return "lead.parent_confirmed";
  if (kind === "merged") return "lead.merged";
  if (kind === "merge_undone") return "lead.merge_undone";
  if (kind === "updates_confirmed") return "lead.updates_confirmed";
  // Enquiries and round-robin assignments are the system's, not a person's doing.
  if (actorId === null) return undefined;
  return "lead.changed";
}

/** The parts of an event's data that say what changed without repeating anyone's words. */
function auditDetails(data: Record<string, unknown> = {}): Record<string, unknown> {
  // The application's name says where the person applied: it stays on the lead, which an erasure clears.
  const {
    note: _note,
    application: _application,
    admittedTo: _admittedTo,
    step: _step,
    document: _document,
    ...rest
  } = data;
  return rest;
}

/** A lead's timeline, oldest first, with the name of whoever made each change. */
export async function leadTimeline(db: DB, leadId: number) {
  const rows = await db
    .selectFrom("lead_events")
    .leftJoin("admins", "admins.id", "lead_events.actor_id")
    .select([
      "lead_events.id",
      "lead_events.kind",
      "lead_events.data",
      "lead_events.created_at",
      "lead_events.actor_id",
      "admins.name as actor_name",
    ])
    .where("lead_events.lead_id", "=", leadId)
    .orderBy("lead_events.id")
    .execute();
  return rows.map((row) => ({
    ...row,
    kind: row.kind,
    data: JSON.parse(row.data) as Record<string, unknown>,
  }));
}

/** A lead's enquiries, oldest first: each form the person sent, with its page and tags. */
export async function leadEnquiries(db: DB, leadId: number) {
  return db.selectFrom("lead_enquiries").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
}
