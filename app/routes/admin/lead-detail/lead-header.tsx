import { FUNNEL_STAGE_LABELS, leadStage } from "#app/features/leads/funnel";
import { FirstCallClockTag } from "#app/features/first-call/first-call-clock-tag";
import { APPLICANTS, type Applicant } from "#app/features/leads/lead-fields";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import type { ReactNode } from "react";
import { ownEntry } from "#app/utils/own-entry";
import { CallButton } from "./call-button";
import { IntentForm } from "./intent-form";
import type { LeadPageData } from "./lead-page-data";
import type { CallableSectionProps } from "./work-forms";

/**
 * The head of a lead's page, which stays at the top of a wide screen while the sections scroll
 * (docs/decisions/075-lead-workspace.md): who the person is, where the lead stands, whose it is
 * (with Reassign for owners and Take for a counsellor while nobody has it), the first-call clock,
 * and the day's actions: Call, WhatsApp, and jumps to "Log a call" and "Change the status".
 */
export function LeadHeader({ page, callable, live, actionData }: CallableSectionProps & { live: boolean }) {
  const { lead } = page;
  return (
    <header className="lead-header">
      <h1>
        {lead.name}
        {/* They wrote from the Hindi site: call them in Hindi. */}
        {lead.language === "hi" ? <span className="flag-tag"> Prefers Hindi</span> : null}
      </h1>
      <dl className="lead-header-facts">
        <Fact label="I am">
          {lead.applicant ? (ownEntry(APPLICANTS, lead.applicant as Applicant) ?? lead.applicant) : "—"}
        </Fact>
        <Fact label="Status">{ownEntry(LEAD_STATUS_LABELS, lead.status) ?? lead.status}</Fact>
        <Fact label="Stage">{FUNNEL_STAGE_LABELS[leadStage(lead)]}</Fact>
        <Fact label="Assigned to">{page.assigneeName ?? "Nobody yet"}</Fact>
        {page.firstCall ? (
          <Fact label="First call">
            <FirstCallClockTag clock={page.firstCall} />
          </Fact>
        ) : null}
      </dl>
      <div className="lead-actions">
        {/* Nobody calls a person who withdrew all contact, or whose details are erased. */}
        {callable ? <CallButton lead={lead} /> : null}
        {callable && page.whatsApp ? (
          <a className="button button-ghost" href={page.whatsApp} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> {lead.name} (opens in a new tab)</span>
          </a>
        ) : null}
        {callable ? (
          <a className="button button-ghost" href="#call-heading">
            Log a call
          </a>
        ) : null}
        {lead.merged_into ? null : (
          <a className="button button-ghost" href="#status-heading">
            Change status
          </a>
        )}
        {page.canClaim ? <TakeLead actionData={actionData} /> : null}
        {page.isOwner && live ? <Reassign page={page} actionData={actionData} /> : null}
      </div>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A counsellor takes an unassigned lead. */
function TakeLead({ actionData }: Pick<CallableSectionProps, "actionData">) {
  return (
    <IntentForm
      intent="claim"
      actionData={actionData}
      className="inline-form"
      fields={<span className="muted">Nobody has this lead yet.</span>}
      button={(busy) => (
        <button type="submit" className="button button-primary" disabled={busy}>
          Take this lead
        </button>
      )}
    />
  );
}

/** An owner gives the lead to another active counsellor (or back to the pool); the timeline records it. */
function Reassign({ page, actionData }: { page: LeadPageData; actionData: CallableSectionProps["actionData"] }) {
  return (
    <IntentForm
      intent="reassign"
      actionData={actionData}
      className="inline-form lead-reassign"
      fields={
        <>
          <label htmlFor="reassign-to">Reassign to</label>
          <select id="reassign-to" name="assignee" defaultValue={page.lead.assignee_id ?? "none"}>
            <option value="none">Nobody (unassigned pool)</option>
            {/* Whoever has it now stays the choice shown, even an owner, who takes no new leads. */}
            {page.lead.assignee_id !== null &&
            !page.counsellors.some((person) => person.id === page.lead.assignee_id) ? (
              <option value={page.lead.assignee_id}>{page.assigneeName ?? "Its current owner"}</option>
            ) : null}
            {page.counsellors.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </>
      }
      button={(busy) => (
        <button type="submit" className="button button-ghost" disabled={busy}>
          Reassign
        </button>
      )}
    />
  );
}
