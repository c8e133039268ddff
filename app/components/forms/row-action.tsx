import { Form } from "react-router";

/**
 * One button that posts one intent about one row of an admin table (revoke this key, reactivate
 * this person): the intent and the row's fields as hidden inputs, and the row's name in the
 * button's accessible name only, so a screen reader hears which row each of a column of
 * same-looking buttons acts on.
 */
export function RowActionForm({
  intent,
  fields,
  label,
  rowName,
  className = "button button-small",
}: {
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  rowName: string;
  className?: string;
}) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {label}
        <span className="visually-hidden"> {rowName}</span>
      </button>
    </Form>
  );
}
