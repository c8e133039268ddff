/**
 * The values each status, kind and state column may hold: the one list of each (a constant where
 * code needs the values at run time, else the union alone), from which the column's type in
 * schema.ts and the feature's own type are both derived. They live here, at the
 * bottom layer, because app/db imports nothing of ours (docs/decisions/016-import-layers.md); the
 * features re-export them beside their labels. A value added here needs no migration (the columns
 * are text), but every Record<…, string> of labels must name it, which the type checker enforces.
 */

/** The pipeline a lead moves through in the inbox (features/leads/lead-status.ts). */
export const LEAD_STATUSES = ["new", "contacted", "interested", "converted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * What can happen to a lead: each is a row of its timeline (lead_events), with who did it
 * (null: the visitor or the system) and when (features/leads/lead-events.ts).
 */
export const LEAD_EVENT_KINDS = [
  "created",
  "repeat_enquiry",
  "assigned",
  "status_changed",
  "note_added",
  "call_logged",
  "follow_up_set",
  "consent_changed",
  "parent_confirmed",
  "details_corrected",
  "erased",
  "enquiry_after_withdrawal",
  "updates_confirmed",
  "updates_confirmed_elsewhere",
  "merged",
  "merge_undone",
  "application_added",
  "application_changed",
  "step_added",
  "step_removed",
  "step_done",
  "status_link_sent",
  "status_link_revoked",
  "status_page_opened",
  "document_changed",
  "document_uploaded",
  "document_replaced",
  "document_version_deleted",
  "payment_recorded",
  "first_call_overdue",
  // Counselling sessions (features/counselling).
  "session_booked",
  "session_moved",
  "session_cancelled",
  "session_marked",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A consent record: a purpose given, refused, withdrawn, or asked about again (features/leads/consent-ledger.server.ts). */
export type ConsentState = "given" | "refused" | "withdrawn" | "requested";

/** Where a CSV import of leads is (features/imports). */
export type ImportState = "uploaded" | "checked" | "importing" | "done" | "failed";

/** A counselling session. Only "cancelled" frees its slot; the funnel counts "attended" (features/counselling). */
export const SESSION_STATUSES = ["booked", "cancelled", "attended", "no_show"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** An application to a college (features/admissions/application-schema.ts). */
export const APPLICATION_STATUSES = [
  "planning",
  "applied",
  "documents_pending",
  "offer_received",
  "seat_confirmed",
  "admitted",
  "not_admitted",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A dated step of an application (features/admissions/application-step-schema.ts). */
export const STEP_KINDS = [
  "application_closes",
  "entrance_exam",
  "counselling_round",
  "fee_due",
  "reporting_date",
  "other",
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** An item of an application's document checklist (features/admissions/document-schema.ts). */
export const DOCUMENT_STATUSES = ["needed", "received", "not_needed"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** An outbox row, in the order the outbox page lists them (features/outbox). */
export const OUTBOX_STATUSES = ["pending", "failed", "not_configured", "sent"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a person may ask of us, DPDP Act §§11–13 (features/privacy/request-schema.ts). */
export const REQUEST_KIND_VALUES = ["access", "correct", "erase", "withdraw"] as const;
export type RequestKind = (typeof REQUEST_KIND_VALUES)[number];

/** Where a rights request is (features/privacy/request-schema.ts). */
export type RequestStatus = "awaiting_code" | "verify_by_phone" | "open" | "done" | "rejected";

/** How a payment was made (features/admissions/payment-schema.ts). */
export const PAYMENT_MODES = ["upi", "cash", "bank_transfer", "card", "cheque"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A member of staff's role (features/admins/roles.ts), as an invitation stores it. */
export const STAFF_ROLES = ["owner", "counsellor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A NIRF ranking's list (features/college-facts/fact-schemas.ts): the categories NIRF publishes. */
export const NIRF_CATEGORIES = [
  "overall",
  "university",
  "college",
  "engineering",
  "management",
  "medical",
  "dental",
  "pharmacy",
  "law",
  "architecture",
  "research",
] as const;
export type NirfCategory = (typeof NIRF_CATEGORIES)[number];

/** Who accredited (features/college-facts): NAAC grades the institution, NBA accredits a programme. */
export const ACCREDITATION_BODIES = ["naac", "nba"] as const;
export type AccreditationBody = (typeof ACCREDITATION_BODIES)[number];

/**
 * A cut-off's seat category, as JoSAA's "Seat Type" column has them: the five categories and the
 * PwD seats of each. In the order a picker offers them (Open first, the default).
 */
export const SEAT_CATEGORIES = [
  "open",
  "ews",
  "obc-ncl",
  "sc",
  "st",
  "open-pwd",
  "ews-pwd",
  "obc-ncl-pwd",
  "sc-pwd",
  "st-pwd",
] as const;
export type SeatCategory = (typeof SEAT_CATEGORIES)[number];

/** A cut-off's quota: All India, or a state's own candidates (home state) and the rest (other state). */
export const SEAT_QUOTAS = ["all-india", "home-state", "other-state"] as const;
export type SeatQuota = (typeof SEAT_QUOTAS)[number];

/** A cut-off's seat pool: open to all genders, or supernumerary seats for women (JoSAA's "Female-only"). */
export const SEAT_POOLS = ["gender-neutral", "female-only"] as const;
export type SeatPool = (typeof SEAT_POOLS)[number];
