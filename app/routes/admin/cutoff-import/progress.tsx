import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import type { CutoffImportPage } from "#app/features/fact-imports/cutoff-imports.server";
import { countOf } from "#app/utils/i18n/counts";
import { CutoffCounts } from "./dry-run";

/** How often the page asks for the progress while an import runs. */
const POLL_MS = 1000;

/**
 * The import under way, or its end. The progress is read from the database, so any process
 * shows it; with JavaScript the page asks again every second, without it the page reloads
 * itself every three seconds (a refresh inside <noscript>).
 */
export function CutoffProgress({ current }: { current: CutoffImportPage }) {
  const running = current.state === "importing" && !current.stalled;
  const { total, done } = current.progress;
  return (
    <section aria-labelledby="import-progress" className="import-progress">
      <h2 id="import-progress">
        {running ? "Importing…" : current.state === "done" ? "Imported" : "The import stopped"}
      </h2>
      {running ? <KeepAsking /> : null}
      <progress
        max={Math.max(total, 1)}
        value={current.state === "done" ? Math.max(total, 1) : done}
        aria-label="Import progress"
      />
      <p role="status">
        {done.toLocaleString("en-IN")} of {countOf(total, "row")}
        {current.state === "done" ? ", all done." : "."}
      </p>
      <CutoffCounts counts={current.done} />
      {current.state === "failed" ? (
        <p role="alert" className="form-error">
          The import stopped with an error: {current.error}. The rows before it are imported; importing the file again
          adds the rest and changes nothing already stored.
        </p>
      ) : null}
      {current.stalled ? (
        <Form method="post">
          <p role="alert" className="form-error">
            This import stopped at row {done.toLocaleString("en-IN")}, probably because the server restarted. Every row
            before that is imported.
          </p>
          <input type="hidden" name="import_id" value={current.id} />
          <button type="submit" name="intent" value="continue" className="button button-primary">
            Continue the import
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function KeepAsking() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [revalidate, state]);
  return <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="3">' }} />;
}
