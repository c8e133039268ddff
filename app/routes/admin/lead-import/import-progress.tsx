import { href, Link } from "react-router";
import type { ImportPage } from "#app/features/imports/lead-imports.server";
import { ImportProgressFrame } from "../import-steps/import-progress-frame";
import { ImportCounts } from "./dry-run-report";

/** The import under way, or its end: its counts, and then a link to the leads it made. */
export function ImportProgress({ current }: { current: ImportPage }) {
  return (
    <ImportProgressFrame current={current} counts={<ImportCounts counts={current.done} />}>
      {current.state === "done" ? (
        <p>
          <Link to={`${href("/Admin/leads")}?form=import`}>See the imported leads</Link>
        </p>
      ) : null}
      {current.state === "failed" ? (
        <p role="alert" className="form-error">
          The import stopped with an error: {current.error}. The rows before it are imported; correct the file and
          import it again (rows already imported are skipped).
        </p>
      ) : null}
    </ImportProgressFrame>
  );
}
