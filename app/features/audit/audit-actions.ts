/**
 * What the audit log records (docs/privacy.md#audit-log): each action with the label the owners'
 * page shows. Details never hold a person's name, phone or e-mail: the subject names the lead.
 */
export const AUDIT_ACTIONS = {
  "staff.signed_in": "Signed in",
  "lead.viewed": "Viewed a lead",
  "leads.exported": "Exported leads",
  "leads.import_started": "Started a lead import",
  "leads.imported": "Imported leads",
  "cutoffs.imported": "Imported cut-offs",
  "breach.exported": "Exported contacts for a breach notice",
  "lead.changed": "Changed a lead",
  "document.downloaded": "Downloaded a document",
  "lead.parent_confirmed": "Recorded parent's agreement",
  "lead.consent_withdrawn": "Consent withdrawn",
  "lead.erased": "Erased a lead",
  "lead.merged": "Merged two leads",
  "lead.merge_undone": "Undid a merge of two leads",
  "lead.updates_confirmed": "Updates confirmed",
  "privacy_request.received": "Rights request received",
  "privacy_request.verified": "Rights request verified",
  "privacy_request.answered": "Showed a person their data",
  "privacy_request.updated": "Updated a rights request",
  "settings.changed": "Changed site settings",
  "alerts.changed": "Changed where lead alerts go",
  "staff.added": "Added a staff member",
  "staff.removed": "Removed a staff member",
  "staff.invited": "Invited a staff member",
  "staff.role_changed": "Changed a staff member's role",
  "staff.deactivated": "Deactivated a staff member",
  "staff.reactivated": "Reactivated a staff member",
  "retention.ran": "Retention job ran",
  "api_key.created": "Created an API key",
  "api_key.revoked": "Revoked an API key",
  "lead.received_by_api": "Lead received through the API",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}
