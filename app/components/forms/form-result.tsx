/** A form's answer: success as a status message, failure as an alert (the spec's words, inline). */
export function FormResult({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result?.message) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? "form-success" : "form-error"}>
      {result.message}
    </p>
  );
}
