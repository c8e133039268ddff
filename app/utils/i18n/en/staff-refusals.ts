import { countOf } from "../counts";

/**
 * Refusals only staff meet, by code, in English only: the admin area is English
 * (docs/decisions/069-messages-by-code.md). A refusal a student or parent can meet belongs in
 * ./refusals.ts, which has a Hindi twin. Grouped by the feature that refuses.
 */
export const staffRefusalsEn = {
  /** A catalogue rule (app/utils/catalogue-error.ts), its words written where the rule is: the catalogue editors are staff only. */
  "catalogue.rule": ({ message }: { message: string }) => message,
  "admins.account_busy": "Another sign-in to this account is being checked. Please try again in a moment.",
  "admins.email_taken": "An admin with this e-mail already exists.",
  /** One message whichever part was wrong, so the form can't be used to find out who has an account. */
  "admins.invalid_credentials": "Invalid email or password.",
  "admins.not_there": "This administrator no longer exists.",
  "admins.registration_closed": "Registration is closed. Ask an administrator to add you.",
  "admins.remove_last": "The last administrator cannot be removed.",
  "admins.remove_self": "You cannot remove your own account.",
  "admins.server_busy": "The server is busy checking other sign-ins. Please try again in a few seconds.",
  "admins.setup_link_needed":
    "This site has no administrator yet. Create the first one through the link printed in the server's start log (it ends in /AdminReg?setup=…). Restarting the server prints a new link.",
  "admins.throttled": ({ retryAfterSeconds }: { retryAfterSeconds: number }) =>
    `Too many failed attempts. Please try again in ${countOf(Math.ceil(retryAfterSeconds / 60), "minute")}.`,
  "admins.wrong_current_password": "Your current password is not right.",
  "admins.last_owner":
    "This is the last owner: make someone else an owner first, so that someone can still run the site.",
  "admins.own_account": "Ask another owner to change your own role or to deactivate you.",
  "admins.deactivated": "This person is deactivated already.",
  "admins.active_already": "This person is active already.",
  "api_keys.not_there": "That key is already revoked, or does not exist.",
  "applications.college_not_there": "This college is not in the catalogue.",
  "applications.course_not_listed": ({ college }: { college: string }) =>
    `Choose one of ${college}'s courses, or leave the course empty.`,
  "applications.not_there": "This application is not there.",
  "applications.step_not_there": "This step is not there.",
  "calendar.no_feed": "There is no feed to revoke.",
  "commissions.not_admitted":
    "Commission is recorded on an admission: set the application to Seat confirmed or Admitted first.",
  "commissions.owner_only": "Only owners record commission.",
  "counselling.holidays_owner_only": "Only an owner can set holidays.",
  "counselling.mark_not_allowed": "Only the session's counsellor or an owner can mark it.",
  "counselling.not_a_date": "Choose a real date, e.g. 2027-05-15",
  "counselling.not_started": "A session can be marked once it has started.",
  "counselling.session_cancelled": "This session was cancelled.",
  "counselling.session_changed": "This session changed meanwhile; please reload the page.",
  "counselling.session_not_on_lead": "This session is not on this lead.",
  "documents.version_not_there": "This earlier version is not there, or was deleted already.",
  "fact_imports.college_not_there": "Choose a college of the catalogue.",
  /** What the form must give where the file has no column (fact-imports/cutoff-import-schema.ts). */
  "fact_imports.defaults": ({ problem }: { problem: string }) => problem,
  "imports.column_not_in_file": "Choose a column of this file.",
  "imports.empty_file": "This file is empty.",
  /** The mapping's own check names what is wrong (import-columns.ts mappingProblem). */
  "imports.mapping": ({ problem }: { problem: string }) => problem,
  "imports.no_header_row": "This file has no header row: its first line should name the columns.",
  "imports.not_csv": "This is not a CSV file. In your spreadsheet, choose Save as, then “CSV UTF-8 (comma delimited)”.",
  "imports.not_ready": "This import is running already, or has not been checked yet.",
  "imports.not_there": "This import is not on the list.",
  "imports.not_utf8": "This file is not UTF-8 text. In your spreadsheet, save it as “CSV UTF-8 (comma delimited)”.",
  "imports.started": "This import has started already; its mapping cannot change.",
  "imports.too_large": "This file is larger than 20 MB. Please split it into smaller files.",
  /** The CSV reader names the line it could not read, or the row limit (import-file.server.ts, import-plan.server.ts). */
  "imports.unreadable": ({ problem }: { problem: string }) => problem,
  "leads.already_erased": "This lead is already erased.",
  "leads.assignee_inactive": "That member of staff is not active.",
  "leads.bulk_owner_only": "Only an owner can change many leads at once.",
  "leads.claimed_by_other": "Someone else has this lead now.",
  "leads.correct_owner_only": "Only an owner can correct a person's details.",
  "leads.erase_merged": ({ into }: { into: number }) =>
    `This lead was merged into #${into}: erase that lead, or undo the merge first.`,
  "leads.erase_owner_only": "Only an owner can erase a lead.",
  "leads.erased": "This person's details were erased.",
  "leads.erased_nobody_to_call": "This person's details were erased: there is nobody to call.",
  "leads.erased_nothing_written": "This person's details were erased: nothing more is written about them.",
  "leads.merged": ({ into }: { into: number }) => `This lead was merged into #${into}: work on that lead.`,
  "leads.no_contact": "This person asked not to be contacted at all.",
  "leads.not_minor": "This lead is not marked as a student under 18.",
  "leads.not_there": "This lead is not there.",
  "merge.erased": "This merge can't be undone: the person's details were erased.",
  "merge.later_merge": ({ id }: { id: number }) =>
    `Lead #${id} was merged into this lead since: undo that merge first.`,
  "merge.lead_erased": ({ id }: { id: number }) => `Lead #${id}'s details were erased: there is nothing to merge.`,
  "merge.lead_merged_already": ({ id, into }: { id: number; into: number }) =>
    `Lead #${id} was merged into #${into} already.`,
  "merge.lead_not_there": ({ id }: { id: number }) => `Lead #${id} is not there.`,
  "merge.merged_since": ({ id, into }: { id: number; into: number }) =>
    `Lead #${id} was merged into #${into} since: undo that merge first.`,
  "merge.not_there": "This merge is not there.",
  "merge.same_lead": "Choose another lead: a lead can't be merged with itself.",
  "merge.too_old": ({ days }: { days: number }) => `A merge can be undone for ${days} days; this one is older.`,
  "merge.undone_already": "This merge was undone already.",
  "outbox.not_there": "That notification was sent already or no longer exists.",
  "payments.application_not_on_lead": "Choose one of this student's applications.",
  "rights.closed": "This request is already closed.",
  "rights.not_carried_out_here": "Only an erasure or a withdrawal is carried out here; close the others when done.",
  "rights.not_waiting_for_call": "This request was not waiting for a call.",
  "rights.staff_not_there": "This request is not there.",
  "rights.verified_already": "This request was verified already.",
  "rights.verify_first": "Verify the requester first.",
  "settings.invitations_email_is_staff":
    "Use the consultancy's own address, such as admissions@…: students and parents see it on every invitation",
  "settings.webhook_host_refused":
    "Use the receiver's public address: this server, private networks and cloud metadata services cannot be called",
  "settings.webhook_secret_needed": "Set a webhook secret: receivers use it to check each call came from this site",
  "status_links.no_contact": "This person asked not to be contacted, so no status link is sent.",
  "status_links.not_there": "This link is not there, or was revoked already.",
  "status_links.too_many": ({ max }: { max: number }) =>
    `${max} links to this page are working already. Revoke one before sending another.`,
} as const;
