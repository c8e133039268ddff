import { LEAD_EVENT_KINDS, type LeadEventKind } from "#app/db/column-values";

/**
 * What can happen to a lead: each is a row of its timeline (lead_events), with who did it
 * (null: the visitor or the system) and when. `data` holds what changed, as JSON. The kinds are
 * listed in app/db/column-values.ts, the lead_events.kind column's type.
 */
export { LEAD_EVENT_KINDS, type LeadEventKind };

export const LEAD_EVENT_LABELS: Record<LeadEventKind, string> = {
  created: "Enquiry received",
  repeat_enquiry: "Repeat enquiry",
  assigned: "Assigned",
  status_changed: "Status changed",
  note_added: "Note added",
  call_logged: "Call logged",
  follow_up_set: "Follow-up set",
  consent_changed: "Consent withdrawn",
  parent_confirmed: "Parent or guardian confirmed",
  details_corrected: "Details corrected",
  erased: "Personal details erased",
  enquiry_after_withdrawal: "New enquiry after withdrawal",
  updates_confirmed: "Updates confirmed",
  updates_confirmed_elsewhere:
    "Updates confirmed from an enquiry's e-mail that is not this lead's own: ask on the next call",
  merged: "Merged",
  merge_undone: "Merge undone",
  application_added: "Application added",
  application_changed: "Application status changed",
  step_added: "Step added",
  step_removed: "Step removed",
  step_done: "Step done",
  status_link_sent: "Status link sent",
  status_link_revoked: "Status link revoked",
  status_page_opened: "Status page opened",
  document_changed: "Document marked",
  document_uploaded: "Document uploaded",
  document_replaced: "Document replaced (the earlier version is kept)",
  document_version_deleted: "Earlier version of a document deleted",
  payment_recorded: "Payment recorded",
  first_call_overdue: "Overdue for first call",
  session_booked: "Counselling session booked",
  session_moved: "Counselling session moved",
  session_cancelled: "Counselling session cancelled",
  session_marked: "Counselling session marked",
};

/** The events that alert staff (e-mail to the assignee or the owners, and the webhook). */
export const ALERTING_EVENTS: readonly LeadEventKind[] = ["created", "repeat_enquiry", "enquiry_after_withdrawal"];
