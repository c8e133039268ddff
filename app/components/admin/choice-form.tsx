import { Form } from "react-router";

/**
 * One select and a Show button that reload the page with the choice in the address (`?name=`):
 * the season's intake, whose day My day shows. Chosen with the button, not on change, so moving
 * through the options with the keyboard does not reload the page (WCAG 3.2.2).
 */
export function ChoiceForm({
  formLabel,
  label,
  id,
  name,
  value,
  options,
}: {
  /** The form's accessible name ("Choose a season"). */
  formLabel: string;
  label: string;
  id: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Form method="get" className="inline-form" aria-label={formLabel}>
      <label htmlFor={id}>{label}</label>
      {/* Keyed by the value, so a new choice (a client-side navigation) shows in the select. */}
      <select id={id} name={name} defaultValue={value} key={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-ghost">
        Show
      </button>
    </Form>
  );
}
