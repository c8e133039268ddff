import { Form, useNavigation } from "react-router";
import type { CutoffReport } from "#app/features/fact-imports/cutoff-plan.server";
import type { CutoffImportPage } from "#app/features/fact-imports/cutoff-imports.server";
import { countOf } from "#app/utils/i18n/counts";
import { DryRunFrame } from "../import-steps/import-steps";

const count = (n: number) => n.toLocaleString("en-IN");

type Candidates = { name: string; colleges: { id: number; name: string }[] }[];

/** The dry run's findings: the counts, refused rows with their reasons, unknown names to match, and Import. */
export function CutoffDryRun({
  current,
  report,
  candidates,
}: {
  current: CutoffImportPage;
  report: CutoffReport;
  candidates: Candidates;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <DryRunFrame rows={report.rows}>
      <CutoffCounts counts={dryRunCounts(report)} />
      <Rejections report={report} />
      <UnknownInstitutes report={report} candidates={candidates} importId={current.id} />
      <UnknownBranches report={report} colleges={current.collegeNames} />
      <Form method="post">
        <input type="hidden" name="import_id" value={current.id} />
        <p className="muted">Rejected rows and the rows of unknown institutes are left out.</p>
        <button
          type="submit"
          name="intent"
          value="import"
          className="button button-primary"
          disabled={busy || report.added + report.changed === 0}
        >
          Import
        </button>
      </Form>
    </DryRunFrame>
  );
}

/** The dry run's numbers, as the counts show them. */
const dryRunCounts = (report: CutoffReport): Counts => ({
  ...report,
  unknownInstitutes: report.unknownInstituteCount,
  unknownBranches: report.unknownBranchCount,
});

type Counts = Partial<
  Record<"added" | "changed" | "unchanged" | "unknownInstitutes" | "unknownBranches" | "rejected" | "leftOut", number>
>;

const LABELS: [keyof Counts, string, string][] = [
  ["added", "Added", "seats not stored yet"],
  ["changed", "Changed", "seats stored with other ranks: the file's ranks replace them"],
  ["unchanged", "Unchanged", "seats stored with the same ranks: nothing to do"],
  ["unknownInstitutes", "Unknown institutes", "not in the catalogue: their rows are left out until matched"],
  ["unknownBranches", "Unknown branches", "not among their college's branches: imported under the file's name"],
  ["rejected", "Rejected", "rows that cannot be read as a cut-off"],
  ["leftOut", "Left out", "rows refused, or of an institute not matched to a college"],
];

/** The numbers of a dry run or an import, each in words; a number not given is not shown. */
export function CutoffCounts({ counts }: { counts: Counts }) {
  return (
    <dl className="import-counts">
      {LABELS.filter(([key]) => counts[key] !== undefined).map(([key, label, hint]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>
            <strong>{count(counts[key]!)}</strong> <span className="muted small">{hint}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Rejections({ report }: { report: CutoffReport }) {
  if (report.rejectedRows.length === 0) return null;
  return (
    <details open={report.rejected <= 20}>
      <summary>Rejected rows and why</summary>
      <ul className="import-rejections">
        {report.rejectedRows.map(({ row, reason }) => (
          <li key={row}>
            Row {row}: {reason}
          </li>
        ))}
      </ul>
      {report.rejected > report.rejectedRows.length ? (
        <p className="muted">And {count(report.rejected - report.rejectedRows.length)} more.</p>
      ) : null}
    </details>
  );
}

/** Each unknown institute with the catalogue colleges whose names share a word with it: matching one is remembered. */
function UnknownInstitutes({
  report,
  candidates,
  importId,
}: {
  report: CutoffReport;
  candidates: Candidates;
  importId: number;
}) {
  if (report.unknownInstitutes.length === 0) return null;
  return (
    <details open>
      <summary>Unknown institutes</summary>
      <p className="muted small">
        Match an institute to its college in the catalogue: the match is remembered for later imports. A college not in
        the catalogue yet can be added first (Add College).
      </p>
      <ul className="import-rejections">
        {report.unknownInstitutes.map(({ name, rows }, index) => {
          const offered = candidates.find((candidate) => candidate.name === name)?.colleges ?? [];
          return (
            <li key={name}>
              {name} ({countOf(rows, "row")})
              {offered.length > 0 ? (
                <Form method="post" className="inline-form">
                  <input type="hidden" name="import_id" value={importId} />
                  <input type="hidden" name="institute" value={name} />
                  <label htmlFor={`match-${index}`} className="visually-hidden">
                    College for {name}
                  </label>
                  <select id={`match-${index}`} name="college_id">
                    {offered.map((college) => (
                      <option key={college.id} value={college.id}>
                        {college.name}
                      </option>
                    ))}
                  </select>{" "}
                  <button type="submit" name="intent" value="match" className="button button-small button-ghost">
                    Match
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function UnknownBranches({ report, colleges }: { report: CutoffReport; colleges: Record<number, string> }) {
  if (report.unknownBranches.length === 0) return null;
  return (
    <details open={report.unknownBranchCount <= 20}>
      <summary>Unknown branches</summary>
      <ul className="import-rejections">
        {report.unknownBranches.map(({ collegeId, branch, rows }) => (
          <li key={`${collegeId}-${branch}`}>
            {colleges[collegeId] ?? `College ${collegeId}`}: {branch} ({countOf(rows, "row")})
          </li>
        ))}
      </ul>
    </details>
  );
}
