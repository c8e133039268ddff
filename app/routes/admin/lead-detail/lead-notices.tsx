import { href, Link, useFetcher } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { mayEmail } from "#app/features/leads/lead-contact";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { IntentForm } from "./intent-form";
import { answerFor, useLeadPageFetcherKey, type CallableSectionProps } from "./work-forms";

/**
 * What staff must know before anything else: erased, do not contact, a new enquiry after a
 * withdrawal, merges, a minor (call the parent first). The call buttons and the claim are the
 * header's (lead-header.tsx).
 */
export function LeadNotices({ page, callable, actionData }: CallableSectionProps) {
  const { lead, merges } = page;
  return (
    <>
      {lead.erased_at ? (
        <p className="minor-flag" role="status">
          This person's details were erased on {formatIndiaDateTime(lead.erased_at)}. The lead stays only for the
          counts.
        </p>
      ) : null}
      {lead.contact_withdrawn_at && !callable ? (
        <p className="minor-flag" role="status">
          Do not contact: the person withdrew all contact on {formatIndiaDateTime(lead.contact_withdrawn_at)}.
        </p>
      ) : null}
      {lead.contact_withdrawn_at && callable && lead.enquiry_after_withdrawal_at ? (
        <p className="minor-flag" role="status">
          <strong>New enquiry after withdrawal</strong> on {formatIndiaDateTime(lead.enquiry_after_withdrawal_at)}. The
          person withdrew all contact on {formatIndiaDateTime(lead.contact_withdrawn_at)}.{" "}
          {/* Which channel the new enquiry opened (lead-contact.ts; ADR 062). */}
          {mayEmail(lead)
            ? "It came from their own e-mail address: you may call or e-mail them about this enquiry only."
            : "May call (or WhatsApp) about the new enquiry only; e-mail stays off: the person withdrew it, and the new enquiry did not come from their address."}
        </p>
      ) : null}
      <MergeNotices lead={lead} merges={merges} pageAnswer={actionData} />
      {lead.applicant === "minor" && !lead.erased_at ? <MinorNotice lead={lead} actionData={actionData} /> : null}
    </>
  );
}

/** A minor's lead: the parent or guardian to call first, and the button that records they confirmed. */
function MinorNotice({
  lead,
  actionData,
}: {
  lead: CallableSectionProps["page"]["lead"];
  actionData: CallableSectionProps["actionData"];
}) {
  return (
    <section className="minor-flag" aria-labelledby="minor-heading">
      <h2 id="minor-heading">A student under 18: call the parent or guardian first</h2>
      <p>
        {lead.guardian_name ?? "Parent or guardian"}
        {lead.guardian_phone ? (
          <>
            {" "}
            · <a href={`tel:+91${lead.guardian_phone}`}>{lead.guardian_phone}</a>
          </>
        ) : null}
        {lead.guardian_email ? <> · {lead.guardian_email}</> : null}
      </p>
      {lead.parent_confirmed_at ? (
        <p>Parent or guardian confirmed on {formatIndiaDateTime(lead.parent_confirmed_at)}.</p>
      ) : (
        <IntentForm
          intent="parent-confirmed"
          actionData={actionData}
          button={(busy) => (
            <button type="submit" className="button button-primary" disabled={busy}>
              Parent confirmed
            </button>
          )}
        />
      )}
    </section>
  );
}

/**
 * What the page says about merges: a possible duplicate (with the way to merge), this lead merged
 * into another, or others merged into this one; each merge with its Undo while it can be undone.
 */
function MergeNotices({
  lead,
  merges,
  pageAnswer,
}: {
  lead: { id: number; duplicate_of: number | null; merged_into: number | null; erased_at: string | null };
  merges: { id: number; survivor_id: number; merged_id: number; created_at: string }[];
  pageAnswer: AdminFormAnswer<unknown> | undefined;
}) {
  // The page's fetcher: the answer stays above the list when the undone merge leaves it.
  const undo = useFetcher<AdminFormAnswer<unknown>>({ key: useLeadPageFetcherKey() });
  const answer = answerFor(undo.data ?? pageAnswer, "undo-merge");
  const leadLink = (id: number) => <Link to={href("/Admin/leads/:id", { id: String(id) })}>#{id}</Link>;
  return (
    <>
      {lead.duplicate_of && !lead.merged_into && !lead.erased_at ? (
        <p className="minor-flag" role="status">
          Possible duplicate of {leadLink(lead.duplicate_of)}: the same phone or e-mail, but not both.{" "}
          <Link
            className="button button-ghost"
            to={`${href("/Admin/leads/:id/merge", { id: String(lead.id) })}?with=${lead.duplicate_of}`}
          >
            Merge
          </Link>
        </p>
      ) : null}
      {lead.merged_into ? (
        <p className="minor-flag" role="status">
          This lead was merged into {leadLink(lead.merged_into)}: its enquiries, timeline and consents are there now.
        </p>
      ) : null}
      {answer ? <FormResult result={answer} /> : null}
      {merges.map((merge) => (
        <undo.Form method="post" key={merge.id} className="card merge-undo">
          <p>
            {merge.survivor_id === lead.id ? (
              <>Lead {leadLink(merge.merged_id)} was merged into this lead</>
            ) : (
              <>This lead was merged into {leadLink(merge.survivor_id)}</>
            )}{" "}
            on {formatIndiaDateTime(merge.created_at)}.
          </p>
          <input type="hidden" name="intent" value="undo-merge" />
          <input type="hidden" name="merge_id" value={merge.id} />
          <button type="submit" className="button button-ghost" disabled={undo.state !== "idle"}>
            Undo merge
            <span className="visually-hidden">
              {" "}
              of lead #{merge.merged_id} into #{merge.survivor_id}
            </span>
          </button>
        </undo.Form>
      ))}
    </>
  );
}
