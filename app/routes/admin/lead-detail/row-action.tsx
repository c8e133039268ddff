import { useFetcher } from "react-router";
import { useLeadPageFetcherKey } from "./work-forms";

/**
 * A row's one-button action on the lead page (a step's Remove, a status link's Revoke, an
 * earlier file's Delete), posted through the page's fetcher: its section shows the answer once,
 * above its list. `hiddenLabel` finishes the button's name for a screen reader ("Remove Fee
 * due, 12 Jan"), since a list has many buttons of the same word.
 */
export function RowAction(props: {
  intent: string;
  /** The hidden field that names the row, and its value. */
  field: string;
  value: number;
  label: string;
  hiddenLabel: string;
  formClassName?: string;
  small?: boolean;
}) {
  const fetcher = useFetcher({ key: useLeadPageFetcherKey() });
  return (
    <fetcher.Form method="post" className={props.formClassName ?? "inline-form"}>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.field} value={props.value} />
      <button
        type="submit"
        className={props.small ? "button button-ghost button-small" : "button button-ghost"}
        disabled={fetcher.state !== "idle"}
      >
        {props.label}
        <span className="visually-hidden"> {props.hiddenLabel}</span>
      </button>
    </fetcher.Form>
  );
}
