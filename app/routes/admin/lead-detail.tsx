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
import { whatsAppLink } from "#app/features/leads/lead-work.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { getFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { firstCallClock } from "#app/features/first-call/first-call-clock";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminAction, isMultipart, uploadAction } from "./admin-action.server";
import { applicationChoice } from "./lead-detail/application-choice.server";
import { DOCUMENT_UPLOAD } from "./lead-detail/admissions-intents.server";
import { LEAD_INTENTS } from "./lead-detail/lead-intents.server";
import { LeadNotices } from "./lead-detail/lead-notices";
import { LeadHeader } from "./lead-detail/lead-header";
import { LeadSections } from "./lead-detail/lead-sections";
import { workspaceData } from "./lead-detail/workspace-data.server";
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
    // Whose it is, to whom an owner may give it, and what was sent about the person.
    ...(await workspaceData(db, opened.lead, me)),
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
 * A lead's page as a workspace (docs/decisions/075-lead-workspace.md): the header that stays
 * (who, where the lead stands, whose it is, the day's actions), what staff must know first, then
 * the sections, beside each other on a wide screen and one at a time on a phone. Each section is
 * its own component (lead-detail/).
 */
export default function LeadDetail({ loaderData: page, actionData }: Route.ComponentProps) {
  const { lead } = page;
  // A merged lead is only a record of the merge: the work is on the lead it was merged into.
  const merged = Boolean(lead.merged_into);
  const callable = mayCall(lead) && !merged;
  const live = !lead.erased_at && !merged;
  return (
    <main className="admin-page wide lead-workspace">
      <BackLink to={href("/Admin/leads")}>All leads</BackLink>
      <LeadHeader page={page} callable={callable} live={live} actionData={actionData} />
      <LeadNotices page={page} callable={callable} actionData={actionData} />
      <LeadSections page={page} callable={callable} live={live} actionData={actionData} />
    </main>
  );
}
