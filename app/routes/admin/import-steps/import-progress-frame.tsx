import { useEffect, type ReactNode } from "react";
import { Form, useRevalidator } from "react-router";
import { countOf } from "#app/utils/i18n/counts";

/** How often the page asks for the progress while an import runs. */
const POLL_MS = 1000;

/**
 * An import under way, or its end. The progress is read from the database, so any process
 * shows it; with JavaScript the page asks again every second, without it the page reloads
 * itself every three seconds (a refresh inside <noscript>). A run whose process stopped offers
 * Continue.
 */
export function ImportProgressFrame({
  current,
  counts,
  children,
}: {
  current: { id: number; state: string; stalled: boolean; progress: { total: number; done: number } };
  counts: ReactNode;
  children?: ReactNode;
}) {
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
      {counts}
      {children}
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
