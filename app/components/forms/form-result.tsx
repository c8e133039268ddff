/** A form's answer: success as a status message, failure as an alert (the spec's words, inline). */
export function FormResult({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result?.message) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? "form-success" : "form-error"}>
      {result.message}
    </p>
  );
}

/**
 * A posted-in-place form's last lines: its answer, then its submit button, off while the form is
 * on its way. `form` is what useSectionForm returns.
 */
export function AnswerAndSubmit({
  form,
  label,
  ghost = false,
}: {
  form: { answer: { ok: boolean; message: string } | undefined; busy: boolean };
  label: string;
  ghost?: boolean;
}) {
  return (
    <>
      <FormResult result={form.answer} />
      <button type="submit" className={ghost ? "button button-ghost" : "button button-primary"} disabled={form.busy}>
        {label}
      </button>
    </>
  );
}
