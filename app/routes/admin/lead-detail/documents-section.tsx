import { href } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { applicationLabel } from "#app/features/admissions/application-schema";
import { DOCUMENT_STATUSES, DOCUMENT_STATUS_LABELS } from "#app/features/admissions/document-schema";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { LeadPageData } from "./lead-page-data";
import { DocumentUploadForm, fileInputId } from "./document-upload-form";
import { DocumentVersions, formatSize } from "./document-versions-list";
import { RowStatusForm } from "./row-status-form";
import { useWorkForm, type LiveSectionProps } from "./work-forms";

type Item = LeadPageData["documents"][number];

const STATUS_OPTIONS = DOCUMENT_STATUSES.map((value) => ({ value, label: DOCUMENT_STATUS_LABELS[value] }));

/** The Documents section: each application's checklist, under the application's name. */
export function DocumentsSection({ page, live, actionData }: LiveSectionProps) {
  const versionDeleted = useWorkForm(actionData, "document-version-delete");
  const withItems = page.applications.filter((application) =>
    page.documents.some((item) => item.application_id === application.id),
  );
  return (
    <section className="card" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      {withItems.length === 0 ? (
        <p className="muted">No documents asked for yet: they come with an application.</p>
      ) : null}
      <FormResult result={versionDeleted.answer} />
      {withItems.map((application) => (
        <div key={application.id}>
          <h3>{applicationLabel(application)}</h3>
          <ApplicationDocuments
            leadId={page.lead.id}
            named={applicationLabel(application)}
            items={page.documents.filter((item) => item.application_id === application.id)}
            versions={page.earlierVersions}
            live={live}
            actionData={actionData}
          />
        </div>
      ))}
    </section>
  );
}

/**
 * An application's document checklist (features/admissions/documents.server.ts): each item with
 * its state, its file (a download) and, while the lead takes new work, a form to mark it and one
 * to upload its file (a multipart form, with or without JavaScript). Each posts through the page's
 * one fetcher and shows its answer under the item it was about.
 */
function ApplicationDocuments({
  leadId,
  named,
  items,
  versions,
  live,
  actionData,
}: {
  leadId: number;
  named: string;
  items: Item[];
  /** The earlier versions of the lead's files (each item shows its own). */
  versions: LeadPageData["earlierVersions"];
  live: boolean;
  actionData: AdminFormAnswer<unknown> | undefined;
}) {
  if (items.length === 0) return null;
  // One locker per student: a kind on file for another application is not missing here.
  const missing = items.filter(
    (item) => item.status === "needed" && !item.optional && !item.file_id && !item.onFileFor,
  ).length;
  return (
    <div className="documents">
      <h4>
        Documents<span className="visually-hidden"> for {named}</span>
        <span className="muted small"> · {missing === 0 ? "none missing" : `${missing} still needed`}</span>
      </h4>
      <ul className="document-list">
        {items.map((item) => (
          <DocumentItem
            key={item.id}
            leadId={leadId}
            item={item}
            versions={versions.filter((version) => version.document_id === item.id)}
            live={live}
            actionData={actionData}
          />
        ))}
      </ul>
    </div>
  );
}

function DocumentItem({
  leadId,
  item,
  versions,
  live,
  actionData,
}: {
  leadId: number;
  item: Item;
  versions: LeadPageData["earlierVersions"];
  live: boolean;
  actionData: AdminFormAnswer<unknown> | undefined;
}) {
  const state = DOCUMENT_STATUS_LABELS[item.status] ?? item.status;
  return (
    <li className="document">
      <div className="document-head">
        {/* The document's name labels its file input (the upload form below). */}
        {live ? (
          <label htmlFor={fileInputId(item)} className="document-name">
            {item.name}
          </label>
        ) : (
          <span className="document-name">{item.name}</span>
        )}
        {item.optional ? <span className="muted small">optional</span> : null}
        <span className={`document-badge document-badge-${item.onFileFor ? "received" : item.status}`}>
          {item.onFileFor ? "On file" : state}
        </span>
      </div>
      {item.onFileFor ? <p className="small muted">On file with {item.onFileFor}: it counts here too.</p> : null}
      {item.file_id ? (
        <p className="small document-file">
          <a
            href={href("/Admin/leads/:id/files/:fileId", { id: String(leadId), fileId: String(item.file_id) })}
            download
          >
            Download {item.file_name}
          </a>{" "}
          <span className="muted">
            ({formatSize(item.byte_size ?? 0)}, {item.uploaded_by_student ? "from the student" : "uploaded by staff"},{" "}
            {formatIndiaDateTime(item.uploaded_at!)})
          </span>
        </p>
      ) : null}
      <DocumentVersions
        leadId={leadId}
        documentName={item.name}
        photoId={item.photoId}
        versions={versions}
        live={live}
      />
      {live ? (
        <div className="document-forms">
          {/* Marks the item received, not needed or still needed. */}
          <RowStatusForm
            row="document"
            id={item.id}
            status={item.status}
            options={STATUS_OPTIONS}
            label="State"
            ariaLabel={`State of ${item.name}`}
            submitLabel="Save"
            answer={actionData}
            showAnswer
          />
          <DocumentUploadForm item={item} actionData={actionData} />
        </div>
      ) : null}
    </li>
  );
}
