import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled control with its error under it, wired for screen readers (aria-invalid, aria-describedby). */
function useFieldIds(error?: string) {
  const id = useId();
  return { id, errorId: `${id}-error`, describedBy: error ? `${id}-error` : undefined };
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

export function Field({ label, error, hint, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(error);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      {hint ? <p className="muted small">{hint}</p> : null}
      <input id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
      <ErrorText id={ids.errorId} error={error} />
    </div>
  );
}

export function TextAreaField({ label, error, ...input }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(error);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        rows={3}
        {...input}
      />
      <ErrorText id={ids.errorId} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  options,
  placeholder,
  ...select
}: FieldShell &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: { value: string | number; label: string }[];
    placeholder: string;
  }) {
  const ids = useFieldIds(error);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <select id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={ids.errorId} error={error} />
    </div>
  );
}
