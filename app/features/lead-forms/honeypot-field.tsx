import { HONEYPOT_FIELD } from "./lead-result";

/**
 * The honeypot of a public form: a field people never meet (off-screen, out of the tab order,
 * hidden from screen readers) and bots fill. The server stores nothing from a form that has it
 * filled (honeypotRefusal).
 */
export function HoneypotField({ id, label = "Leave this field empty" }: { id: string; label?: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{label}</label>
      <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
