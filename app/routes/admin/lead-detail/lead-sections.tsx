import type { ReactNode } from "react";
import { ApplicationsSection } from "./applications-section";
import { DocumentsSection } from "./documents-section";
import { LeadFacts } from "./lead-facts";
import { ConsentHistory, LeadEnquiries, LeadTimeline } from "./lead-history";
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

type Section = keyof typeof SECTIONS;

/** The section of the form a page's answer is about (its intent), so that section is open to show it. */
function sectionOf(intent: string | undefined): Section {
  if (!intent) return "activity";
  if (intent.startsWith("document-")) return "documents";
  if (intent.startsWith("status-link")) return "messages";
  if (/^(application|step|commission)/.test(intent)) return "applications";
  if (intent === "payment") return "payments";
  if (intent === "session-mark") return "sessions";
  if (intent === "correct" || intent === "erase") return "details";
  return "activity";
}

/**
 * The lead's sections (docs/decisions/075-lead-workspace.md) and the menu that jumps between
 * them. On a wide screen they stand side by side in columns, Activity first; on a phone one is
 * shown at a time, the one the menu's link targets (Activity until one is chosen): plain links
 * and CSS (:target), so it works without JavaScript too. A form posted without JavaScript comes
 * back with its own section open (`is-open`; beside Activity on a wide screen, `is-side-open`),
 * so its answer is in sight.
 */
export function LeadSections({ page, callable, live, actionData }: CallableSectionProps & { live: boolean }) {
  const { isOwner, lead } = page;
  const section = { page, live, actionData };
  const open = sectionOf(actionData?.scope);
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
        <Panel id="activity" open={open}>
          {/* Nobody calls a person who withdrew all contact, or whose details are erased. */}
          {callable ? <CallForms page={page} actionData={actionData} /> : null}
          {lead.merged_into ? null : <StatusForm page={page} actionData={actionData} />}
          {live ? <NoteForm actionData={actionData} /> : null}
          <LeadTimeline page={page} />
          <LeadEnquiries page={page} />
        </Panel>
        <Panel id="applications" open={open}>
          <ApplicationsSection {...section} />
        </Panel>
        <Panel id="documents" open={open}>
          <DocumentsSection {...section} />
        </Panel>
        <Panel id="payments" open={open}>
          <PaymentsSection {...section} />
        </Panel>
        <Panel id="sessions" open={open}>
          <SessionsSection {...section} />
        </Panel>
        <Panel id="messages" open={open}>
          <MessagesSection page={page} />
          {live ? <StatusLinkSection page={page} callable={callable} actionData={actionData} /> : null}
        </Panel>
        <Panel id="details" open={open}>
          <LeadFacts page={page} />
          <ConsentHistory page={page} />
          {live ? <MergeWith page={page} /> : null}
          {isOwner && live ? <CorrectForm page={page} actionData={actionData} /> : null}
          {isOwner && live ? <EraseForm actionData={actionData} /> : null}
        </Panel>
      </div>
    </>
  );
}

/** One section's panel; the open one (a form's answer in it) shows until the menu picks another. */
function Panel({ id, open, children }: { id: Section; open: Section; children: ReactNode }) {
  // On a wide screen Activity always shows, so the section beside it is Applications unless another is open.
  const sideOpen = open === "activity" ? "applications" : open;
  const classes = ["lead-panel", id === open ? "is-open" : "", id === sideOpen ? "is-side-open" : ""];
  return (
    <div className={classes.filter(Boolean).join(" ")} id={`lead-${id}`}>
      {children}
    </div>
  );
}
