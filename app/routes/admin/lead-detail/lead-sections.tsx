import type { ReactNode } from "react";
import { ApplicationsSection } from "./applications-section";
import { DocumentsSection } from "./documents-section";
import { LeadFacts } from "./lead-facts";
import { LeadRecords, LeadTimeline } from "./lead-history";
import { MessagesSection } from "./messages-section";
import { EraseForm, MergeWith } from "./owner-forms";
import { PaymentsSection } from "./payments-section";
import { SessionsSection } from "./sessions-section";
import { StatusLinkSection } from "./status-link-section";
import { CallForms, CorrectForm, NoteForm, StatusForm, type CallableSectionProps } from "./work-forms";

/** The page's sections, in the order of its menu; each is a panel the menu jumps to. */
const SECTIONS = {
  activity: "Activity",
  applications: "Applications",
  documents: "Documents",
  payments: "Payments",
  sessions: "Sessions",
  messages: "Messages",
  details: "Details",
} as const;

/**
 * The lead's sections (docs/decisions/075-lead-workspace.md) and the menu that jumps between
 * them. On a wide screen they stand side by side in columns, Activity first; on a phone one is
 * shown at a time, the one the menu's link targets (Activity until one is chosen): plain links
 * and CSS (:target), so it works without JavaScript too.
 */
export function LeadSections({ page, callable, live, actionData }: CallableSectionProps & { live: boolean }) {
  const { isOwner, lead } = page;
  const section = { page, live, actionData };
  return (
    <>
      <nav aria-label="Sections of this lead" className="lead-section-nav">
        <ul>
          {Object.entries(SECTIONS).map(([id, label]) => (
            <li key={id}>
              <a href={`#lead-${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="lead-panels">
        <Panel id="activity">
          {/* Nobody calls a person who withdrew all contact, or whose details are erased. */}
          {callable ? <CallForms page={page} actionData={actionData} /> : null}
          {lead.merged_into ? null : <StatusForm page={page} actionData={actionData} />}
          {live ? <NoteForm actionData={actionData} /> : null}
          <LeadTimeline page={page} />
        </Panel>
        <Panel id="applications">
          <ApplicationsSection {...section} />
        </Panel>
        <Panel id="documents">
          <DocumentsSection {...section} />
        </Panel>
        <Panel id="payments">
          <PaymentsSection {...section} />
        </Panel>
        <Panel id="sessions">
          <SessionsSection {...section} />
        </Panel>
        <Panel id="messages">
          <MessagesSection page={page} />
          {live ? <StatusLinkSection page={page} callable={callable} actionData={actionData} /> : null}
        </Panel>
        <Panel id="details">
          <LeadFacts page={page} />
          <LeadRecords page={page} />
          {live ? <MergeWith page={page} /> : null}
          {isOwner && live ? <CorrectForm page={page} actionData={actionData} /> : null}
          {isOwner && live ? <EraseForm actionData={actionData} /> : null}
        </Panel>
      </div>
    </>
  );
}

function Panel({ id, children }: { id: keyof typeof SECTIONS; children: ReactNode }) {
  return (
    <div className="lead-panel" id={`lead-${id}`}>
      {children}
    </div>
  );
}
