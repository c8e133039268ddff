import { href } from "react-router";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { LeadPageData } from "./lead-page-data";
import { RowAction } from "./row-action";

type Version = LeadPageData["earlierVersions"][number];

/**
 * The earlier versions of an item's file (features/admissions/document-versions.server.ts),
 * newest first: each a download, who uploaded it and who replaced it when, and, while the lead
 * takes new work, "Delete". The answer to a delete shows above the applications.
 */
export function DocumentVersions({
  leadId,
  documentName,
  photoId,
  versions,
  live,
}: {
  leadId: number;
  documentName: string;
  /** An identity document: an earlier version may be the full Aadhaar a masked one replaced. */
  photoId: boolean;
  versions: Version[];
  live: boolean;
}) {
  if (versions.length === 0) return null;
  return (
    <div className="document-versions">
      <p className="document-versions-heading small">Earlier versions ({versions.length}), kept until deleted</p>
      {photoId ? (
        <p className="small muted document-versions-note">
          An earlier version that is a full Aadhaar must be deleted: we do not keep unmasked copies.
        </p>
      ) : null}
      <ul className="document-version-list">
        {versions.map((version) => (
          <li key={version.id} className="small">
            <span className="document-version-text">
              <a
                href={href("/Admin/leads/:id/earlier-files/:versionId", {
                  id: String(leadId),
                  versionId: String(version.id),
                })}
                download
              >
                Download {version.file_name}
                <span className="visually-hidden"> (earlier version of {documentName})</span>
              </a>{" "}
              <span className="muted">
                ({formatSize(version.byte_size)},{" "}
                {version.uploaded_by_student
                  ? "from the student"
                  : `uploaded by ${version.uploaded_by_name ?? "staff"}`}
                , {formatIndiaDateTime(version.uploaded_at)})
              </span>
              <span className="document-version-replaced muted">
                Replaced by {version.replaced_by_name ?? "staff"}, {formatIndiaDateTime(version.replaced_at)}
              </span>
            </span>
            {live ? (
              <RowAction
                intent="document-version-delete"
                field="version_id"
                value={version.id}
                label="Delete"
                hiddenLabel={`${version.file_name}, an earlier version of ${documentName}`}
                formClassName="document-version-delete"
                small
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
