import type { FieldMetadata } from "@conform-to/react";
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

interface FieldShell {
  label: string;
  /** The control's id, when the screen needs a fixed one; the label and error follow it. */
  id?: string;
  error?: string;
  hint?: ReactNode;
  /**
   * The field of a Conform form (app/components/forms/admin-form.tsx): it gives the name, the id,
   * the value to show and the error, so the admin screens don't pass them one by one.
   */
  meta?: FieldMetadata<string>;
}

type Control = { id: string; name?: string; defaultValue?: string; key?: string };

/**
 * A labelled control with its hint and its error, wired for screen readers (aria-invalid, and
 * aria-describedby naming the hint, then the error); from a Conform field when one is given.
 * A hint says what the field takes ("a rank or a band, e.g. 101-150"): a screen reader reads it
 * with the control, not only when the user happens to walk past it.
 */
function useFieldIds(shell: FieldShell) {
  const generated = useId();
  const error = shell.meta ? shell.meta.errors?.[0] : shell.error;
  const id = shell.meta?.id ?? shell.id ?? generated;
  const errorId = shell.meta?.errorId ?? `${id}-error`;
  const hintId = `${id}-hint`;
  const control: Control = shell.meta
    ? { id, name: shell.meta.name, defaultValue: shell.meta.initialValue ?? "", key: shell.meta.key }
    : { id };
  const describedBy = [shell.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, error, errorId, hintId, describedBy, control };
}

function HintText({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="muted small">
      {hint}
    </p>
  ) : null;
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

export function Field({ label, error, hint, meta, id, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds({ label, error, hint, meta, id });
  const { key, ...control } = ids.control;
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <HintText id={ids.hintId} hint={hint} />
      <input
        key={key}
        // A text field unless told otherwise: the stylesheet styles inputs by their type.
        type="text"
        {...control}
        aria-invalid={ids.error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <ErrorText id={ids.errorId} error={ids.error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  meta,
  id,
  ...input
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds({ label, error, meta, id });
  const { key, ...control } = ids.control;
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <textarea
        key={key}
        {...control}
        aria-invalid={ids.error ? true : undefined}
        aria-describedby={ids.describedBy}
        rows={3}
        {...input}
      />
      <ErrorText id={ids.errorId} error={ids.error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  meta,
  id,
  options,
  placeholder,
  placeholderDisabled,
  ...select
}: FieldShell &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: { value: string | number; label: string }[];
    /** The first option, with no value: "Choose a status", "Anyone"; none when a choice is always made. */
    placeholder?: string;
    /** The placeholder only prompts: it can't be chosen again once another option is. */
    placeholderDisabled?: boolean;
  }) {
  const ids = useFieldIds({ label, error, meta, id });
  const { key, ...control } = ids.control;
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <select
        key={key}
        {...control}
        aria-invalid={ids.error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder === undefined ? null : (
          <option value="" disabled={placeholderDisabled}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={ids.errorId} error={ids.error} />
    </div>
  );
}

/**
 * A group of ticks sending one name many times (Conform reads them as an array). A fieldset
 * with a legend, so a screen reader says which question each tick answers.
 */
export function CheckboxGroupField({
  label,
  hint,
  meta,
  options,
}: {
  label: string;
  hint?: ReactNode;
  meta: FieldMetadata<string>;
  options: { value: string | number; label: string }[];
}) {
  // Conform gives an array for a field sent more than once, a string for one value.
  const initial = meta.initialValue as unknown as string[] | string | undefined;
  const ticked = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  const error = meta.errors?.[0];
  const hintId = `${meta.id}-hint`;
  const describedBy = [hint ? hintId : null, error ? meta.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      className="field checkbox-group"
      key={meta.key}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend>{label}</legend>
      <HintText id={hintId} hint={hint} />
      {options.length === 0 ? <p className="muted small">None in the catalogue yet.</p> : null}
      {options.map((option) => (
        <label key={option.value} className="checkbox-option">
          <input
            type="checkbox"
            name={meta.name}
            value={option.value}
            defaultChecked={ticked.has(String(option.value))}
          />
          {option.label}
        </label>
      ))}
      <ErrorText id={meta.errorId} error={error} />
    </fieldset>
  );
}
