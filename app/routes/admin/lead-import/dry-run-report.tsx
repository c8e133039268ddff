import { Form, useNavigation } from "react-router";
import type { ImportReport } from "#app/features/imports/import-plan.server";
import type { ImportPage } from "#app/features/imports/lead-imports.server";
import { DryRunFrame } from "../import-steps/import-steps";

const count = (n: number) => n.toLocaleString("en-IN");

/** The dry run's findings, row by row where a row is refused, and the Import button. */
export function DryRunReport({ current, report }: { current: ImportPage; report: ImportReport }) {
  const busy = useNavigation().state === "submitting";
  const adds = report.new + report.merged + report.duplicates;
  return (
    <DryRunFrame rows={report.rows}>
      <ImportCounts
        counts={{
          new: report.new,
          merged: report.merged,
          duplicates: report.duplicates,
          skipped: report.skipped,
          rejected: report.rejected,
        }}
      />
      {report.rejectedRows.length > 0 ? (
        <details open={report.rejected <= 20}>
          <summary>Rejected rows and why</summary>
          <ul className="import-rejections">
            {report.rejectedRows.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {report.rejected > report.rejectedRows.length ? (
            <p className="muted">
              And {count(report.rejected - report.rejectedRows.length)} more. Correct the file and upload it again to
              see them.
            </p>
          ) : null}
        </details>
      ) : null}
      <Form method="post">
        <input type="hidden" name="import_id" value={current.id} />
        <p className="muted">
          Rejected rows are left out. Imported people get no e-mail; their leads are assigned to counsellors in turn.
        </p>
        <button
          type="submit"
          name="intent"
          value="import"
          className="button button-primary"
          disabled={busy || adds === 0}
        >
          Import
        </button>
      </Form>
    </DryRunFrame>
  );
}

/** The five numbers of a dry run or an import, each in words. */
export function ImportCounts({
  counts,
}: {
  counts: { new: number; merged: number; duplicates: number; skipped: number; rejected: number };
}) {
  const rows: [string, number, string][] = [
    ["New leads", counts.new, "people not yet in the leads"],
    ["Merged into existing leads", counts.merged, "the same phone and e-mail as an open lead: an enquiry on it"],
    [
      "Possible duplicates",
      counts.duplicates,
      "new leads sharing only a phone or an e-mail with one, for staff to check",
    ],
    ["Already imported", counts.skipped, "rows imported before, from this file or another: nothing to add"],
    ["Rejected", counts.rejected, "rows that cannot be read as a lead"],
  ];
  return (
    <dl className="import-counts">
      {rows.map(([label, value, hint]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <strong>{count(value)}</strong> <span className="muted small">{hint}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
