import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import type { FactFieldSpec } from "#app/features/college-facts/fact-forms";

/**
 * One field, showing `submitted` (what a refused form sent) where there is one. With JavaScript the
 * form stays on screen as it was typed; without it the page comes back from the server, and the
 * figures typed must come back with it.
 */
export function FactField({ spec, submitted }: { spec: FactFieldSpec; submitted: string | undefined }) {
  const { numeric, options, placeholder, ...field } = spec;
  return options ? (
    <SelectField
      label={field.label}
      name={field.name}
      options={options}
      placeholder={placeholder}
      defaultValue={submitted}
    />
  ) : (
    <Field {...field} inputMode={numeric ? "numeric" : undefined} defaultValue={submitted} />
  );
}

/** What a refused form sent in the field `name`, if it was text: Conform's result keeps it (`initialValue`). */
export function submittedValue(answer: AdminFormAnswer<unknown> | undefined, name: string): string | undefined {
  const value = answer && !answer.ok ? answer.result.initialValue?.[name] : undefined;
  return typeof value === "string" ? value : undefined;
}
