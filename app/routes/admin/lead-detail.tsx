import type { ReactNode } from "react";
import { data, href } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { requireAdmin } from "#app/features/admins/auth.server";
import { leadApplications } from "#app/features/admissions/applications.server";
import { leadSteps } from "#app/features/admissions/application-steps.server";
import { activeStatusLinks } from "#app/features/status-link/status-links.server";
import { leadDocuments } from "#app/features/admissions/documents.server";
import { earlierVersions } from "#app/features/admissions/document-versions.server";
import { leadCommissions } from "#app/features/admissions/commissions.server";
import { paymentDateBounds } from "#app/features/admissions/payment-schema";
import { leadPayments } from "#app/features/admissions/payments.server";
import { leadSessions } from "#app/features/counselling/session-changes.server";
import { mayCall } from "#app/features/leads/lead-contact";
import { undoableMerges } from "#app/features/merges/lead-merge.server";
import { openLead } from "#app/features/inbox/lead-page.server";
import { APPLICANTS, type Applicant } from "#app/features/leads/lead-fields";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { whatsAppLink } from "#app/features/leads/lead-work.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { getFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { firstCallClock } from "#app/features/first-call/first-call-clock";
import { FirstCallClockTag } from "#app/features/first-call/first-call-clock-tag";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminAction, isMultipart, uploadAction } from "./admin-action.server";
import { applicationChoice } from "./lead-detail/application-choice.server";
import { ApplicationsSection } from "./lead-detail/applications-section";
import { DOCUMENT_UPLOAD } from "./lead-detail/admissions-intents.server";
import { LEAD_INTENTS } from "./lead-detail/lead-intents.server";
import { LeadHistory } from "./lead-detail/lead-history";
import { LeadNotices } from "./lead-detail/lead-notices";
import { PaymentsSection } from "./lead-detail/payments-section";
import type { LeadPageData } from "./lead-detail/lead-page-data";
import { EraseForm, MergeWith } from "./lead-detail/owner-forms";
import { StatusLinkSection } from "./lead-detail/status-link-section";
import { SessionsSection } from "./lead-detail/sessions-section";
import { CallForms, CorrectForm, NoteForm, StatusForm } from "./lead-detail/work-forms";
import type { Route } from "./+types/lead-detail";

export const meta: Route.MetaFunction = () => [{ title: "Lead | Admin" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const id = parseId(params.id);
  const db = dbFrom(context);
  // A counsellor's "not found" covers another counsellor's lead too.
  const opened = id ? await openLead(db, id, me) : undefined;
  if (!opened) throw data("Not found", { status: 404 });
  const settings = await getSiteSettings(db);
  return {
    ...opened,
    merges: await undoableMerges(db, opened.lead.id, me),
    applications: await leadApplications(db, opened.lead.id),
    steps: await leadSteps(db, opened.lead.id),
    statusLinks: await activeStatusLinks(db, opened.lead.id),
    documents: await leadDocuments(db, opened.lead.id),
    earlierVersions: await earlierVersions(db, opened.lead.id),
    payments: await leadPayments(db, opened.lead.id),
    sessions: await leadSessions(db, opened.lead.id),
    // The sessions that have started may be marked Attended or No-show.
    sessionsAt: new Date().toISOString(),
    paymentDates: paymentDateBounds(),
    // The consultancy's margin is for owners (docs/decisions/048-payments-and-receipts.md).
    commissions: me.role === "owner" ? await leadCommissions(db, opened.lead.id) : [],
    // "Add an application" starts from the enquired college and offers its courses (a search without JavaScript: ?college_q=).
    ...(await applicationChoice(db, request, opened.lead)),
    whatsApp: opened.lead.erased_at ? null : whatsAppLink(opened.lead, settings.brandName),
    firstCall: firstCallClock(opened.lead, await getFirstCallClock(db), new Date()),
    canClaim: opened.lead.assignee_id === null && !opened.lead.merged_into && me.role === "counsellor",
    isOwner: me.role === "owner",
  };
}

export const headers = forwardHeaders;

/**
 * Each form of the page posts one intent (lead-detail/lead-intents.server.ts); any other is a 400.
 * A document's file comes as a multipart post (the server lets this page's uploads be larger).
 */
export async function action(args: Route.ActionArgs) {
  if (isMultipart(args.request)) return uploadAction(args, DOCUMENT_UPLOAD, "document-upload");
  return adminAction(args, LEAD_INTENTS);
}

/**
 * A lead's page: what staff must know first, the facts, the work forms while the person may be
 * called, the history, and the owners' forms. Each section is its own component (lead-detail/).
 */
export default function LeadDetail({ loaderData: page, actionData }: Route.ComponentProps) {
  const { lead, isOwner } = page;
  // A merged lead is only a record of the merge: the work is on the lead it was merged into.
  const merged = Boolean(lead.merged_into);
  const callable = mayCall(lead) && !merged;
  const live = !lead.erased_at && !merged;
  return (
    <main className="admin-page">
      <BackLink to={href("/Admin/leads")}>All leads</BackLink>
      <h1>
        {lead.name}
        {/* They wrote from the Hindi site: call them in Hindi. */}
        {lead.language === "hi" ? <span className="flag-tag"> Prefers Hindi</span> : null}
      </h1>
      <LeadNotices page={page} callable={callable} actionData={actionData} />
      <LeadFacts page={page} />
      {/* Nobody calls a person who withdrew all contact, or whose details are erased. */}
      {callable ? <CallForms page={page} actionData={actionData} /> : null}
      {live ? <NoteForm actionData={actionData} /> : null}
      <SessionsSection page={page} live={live} actionData={actionData} />
      <ApplicationsSection page={page} live={live} actionData={actionData} />
      {live ? <StatusLinkSection page={page} callable={callable} actionData={actionData} /> : null}
      <PaymentsSection page={page} live={live} actionData={actionData} />
      <LeadHistory page={page} />
      {merged ? null : <StatusForm page={page} actionData={actionData} />}
      {live ? <MergeWith page={page} /> : null}
      {isOwner && live ? <CorrectForm page={page} actionData={actionData} /> : null}
      {isOwner && live ? <EraseForm actionData={actionData} /> : null}
    </main>
  );
}

/** The lead's facts as one list: contact, where it came from, status, "I am", consent now. */
function LeadFacts({ page }: { page: LeadPageData }) {
  const { lead, consent } = page;
  const rows: [string, ReactNode][] = [
    ["Received", formatIndiaDateTime(lead.created_at)],
    ["First call", page.firstCall ? <FirstCallClockTag clock={page.firstCall} long /> : null],
    ["Phone", lead.phone],
    ["Email", lead.email],
    ["Course", lead.course],
    ["Stream", lead.stream],
    ["College", lead.college_name],
    ["Message", lead.message],
    // Where the first enquiry came from; every enquiry is listed below.
    ["Form", lead.form],
    ["Page", lead.page],
    [
      "UTM source / medium / campaign",
      [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(" / ") || null,
    ],
    ["UTM term / content", [lead.utm_term, lead.utm_content].filter(Boolean).join(" / ") || null],
    ["Status", LEAD_STATUS_LABELS[lead.status] ?? lead.status],
    ["Next follow-up", lead.next_follow_up_at ? formatIndiaDateTime(lead.next_follow_up_at) : null],
    ["I am", lead.applicant ? (APPLICANTS[lead.applicant as Applicant] ?? lead.applicant) : null],
    ["Consent now", `Contact: ${consent.contact} · Updates: ${consent.updates}`],
    ["Notice version", lead.consent_notice_version],
    // Notes written before notes became timeline entries.
    ["Earlier notes", lead.notes || null],
  ];

  return (
    <dl className="detail-list card">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
