import type { CutoffImportPage } from "#app/features/fact-imports/cutoff-imports.server";
import { ImportProgressFrame } from "../import-steps/import-progress-frame";
import { CutoffCounts } from "./dry-run";

/** The import under way, or its end, with its counts. */
export function CutoffProgress({ current }: { current: CutoffImportPage }) {
  return (
    <ImportProgressFrame
      current={current}
      counts={<CutoffCounts counts={{ ...current.done, rejected: undefined, leftOut: current.done.rejected }} />}
    >
      {current.state === "failed" ? (
        <p role="alert" className="form-error">
          The import stopped with an error: {current.error}. The rows before it are imported; importing the file again
          adds the rest and changes nothing already stored.
        </p>
      ) : null}
    </ImportProgressFrame>
  );
}
