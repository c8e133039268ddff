import { Form } from "react-router";
import { useMessages } from "#app/utils/i18n/messages";

/** The rights request's one-time code, sent by e-mail, with the refusal of a wrong one under it. */
export function CodeForm({ error }: { error: string | undefined }) {
  const m = useMessages().student.privacy.requestStatus;
  return (
    <Form method="post" className="lead-card narrow-form" data-send-once>
      <input type="hidden" name="intent" value="verify" />
      <div className="field">
        <label htmlFor="code">{m.codeLabel}</label>
        <input
          id="code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "code-error" : undefined}
        />
        {error ? (
          <p id="code-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-primary">
        {m.checkCode}
      </button>
    </Form>
  );
}
