import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { href } from "react-router";
import { ErrorText } from "#app/components/forms/field";
import { useComboboxList } from "#app/components/ui/combobox";
import { useHydrated } from "#app/components/ui/disclosure";

/** A college as the picker offers it: its id and its name. */
interface CollegeOption {
  value: number;
  label: string;
}

/**
 * What the page's loader found for the picker (routes/admin/catalogue/college-choice.server.ts): the
 * colleges a search without JavaScript asked for (`?college_q=`), and the college already chosen
 * (an edit screen's). Never the whole catalogue: at 10,000 colleges that made a 1.78 MB page.
 */
export interface CollegeChoice {
  /** What was searched without JavaScript; "" when nothing was. */
  query: string;
  /** The colleges that search found, or null when there was no search. */
  found: CollegeOption[] | null;
  /** The college chosen now (an edit screen's current one), if any. */
  current: CollegeOption | null;
}

interface PickerProps {
  meta: FieldMetadata<string> | undefined;
  choice: CollegeChoice;
  /** Told the college chosen with JavaScript (null: none), e.g. to offer its courses. */
  onChoose?: (collegeId: number | null) => void;
}

/** The pause after a key before asking the server, so a quick typist makes one request. */
const PAUSE_MS = 150;

/**
 * The college a branch, course or placement belongs to. With JavaScript, a combobox (WAI-ARIA 1.2,
 * list autocomplete, as the public search box): typing any part of a name (or its number) lists
 * the first few matching colleges from /Admin/colleges.json; arrow keys move through them, Enter or
 * a click chooses one, Escape closes the list; the chosen id is posted as `college_id`. Without
 * JavaScript (or before hydration), a search field whose Find button reloads the page with
 * `?college_q=`, which then offers the matches in a plain drop-down.
 */
export function CollegePicker({ meta, choice, onChoose }: PickerProps) {
  const hydrated = useHydrated();
  // A new key (the form reset after an add) starts the picker again.
  return hydrated ? (
    <CollegeCombobox key={meta?.key} meta={meta} choice={choice} onChoose={onChoose} />
  ) : (
    <CollegeSearchFallback meta={meta} choice={choice} />
  );
}

/** The options the page already knows (the current college first), each once. */
function knownOptions(choice: CollegeChoice): CollegeOption[] {
  const all = [...(choice.current ? [choice.current] : []), ...(choice.found ?? [])];
  return all.filter((option, i) => all.findIndex((other) => other.value === option.value) === i);
}

function useFieldIds(meta: FieldMetadata<string> | undefined) {
  const generated = useId();
  const id = meta?.id ?? generated;
  const error = meta?.errors?.[0];
  return { id, error, errorId: meta?.errorId ?? `${id}-error` };
}

function CollegeSearchFallback({ meta, choice }: { meta: FieldMetadata<string> | undefined; choice: CollegeChoice }) {
  const { id, error, errorId } = useFieldIds(meta);
  const options = knownOptions(choice);
  const invalid = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
  // The Find button sends the form by GET to this page, whose loader reads only college_q.
  const find = (
    <button type="submit" formMethod="get" formNoValidate className="button button-ghost">
      Find
    </button>
  );
  return (
    <div className="field">
      {options.length > 0 ? (
        <>
          <label htmlFor={id}>College</label>
          <select
            id={id}
            name="college_id"
            defaultValue={meta?.initialValue ?? String(choice.current?.value ?? "")}
            {...invalid}
          >
            <option value="">Choose a college</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-q`} className="muted small">
            Find another college
          </label>
          <div className="inline-form">
            <input id={`${id}-q`} type="search" name="college_q" defaultValue={choice.query} />
            {find}
          </div>
        </>
      ) : (
        <>
          <label htmlFor={id}>College</label>
          <p className="muted small">Type part of its name or its number, then Find.</p>
          <div className="inline-form">
            <input id={id} type="search" name="college_q" defaultValue={choice.query} {...invalid} />
            {find}
          </div>
        </>
      )}
      {choice.found?.length === 0 ? (
        <p className="muted small">No college&rsquo;s name contains &ldquo;{choice.query}&rdquo;.</p>
      ) : null}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

function CollegeCombobox({ meta, choice, onChoose }: PickerProps) {
  const { id, error, errorId } = useFieldIds(meta);
  const initialId = meta?.initialValue ?? String(choice.current?.value ?? "");
  const [chosen, setChosen] = useState<CollegeOption | undefined>(() =>
    knownOptions(choice).find((option) => String(option.value) === initialId),
  );
  const [text, setText] = useState(chosen?.label ?? "");
  const [asked, setAsked] = useState("");
  const combobox = useComboboxList<CollegeOption>(`${id}-options`, (option) => {
    setChosen(option);
    setText(option.label);
    onChoose?.(option.value);
  });
  const lookUp = useCollegeLookUp((query, found) => {
    setAsked(query);
    combobox.show(found);
  });

  return (
    <div className="field">
      <label htmlFor={id}>College</label>
      <div className="search-box">
        <input
          id={id}
          type="text"
          autoComplete="off"
          placeholder="Type part of the name or its number"
          {...combobox.field}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            // Text that is no longer the chosen college's name chooses none, so what is sent is what is shown.
            if (chosen && typed !== chosen.label) {
              setChosen(undefined);
              onChoose?.(null);
            }
            lookUp(typed);
          }}
          onFocus={() => combobox.setOpen(combobox.options.length > 0 && !chosen)}
        />
        <ul {...combobox.list} aria-label="Matching colleges" className="suggestions">
          {combobox.options.map((option, i) => (
            <li key={option.value} {...combobox.option(i)} className="suggestion">
              <span className="suggestion-label">{option.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <input type="hidden" name="college_id" value={chosen ? String(chosen.value) : ""} />
      {asked && combobox.options.length === 0 && !chosen ? (
        <p className="muted small">No college&rsquo;s name contains &ldquo;{asked}&rdquo;.</p>
      ) : null}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/**
 * Looks up the colleges matching what is typed, once typing pauses; a newer key cancels the
 * look-up under way. `show` gets the query and what it found (nothing for blank text).
 */
function useCollegeLookUp(show: (query: string, found: CollegeOption[]) => void): (typed: string) => void {
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  return function lookUp(typed: string) {
    window.clearTimeout(timer.current);
    request.current?.abort();
    const query = typed.trim();
    if (!query) return show("", []);
    timer.current = window.setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`${href("/Admin/colleges.json")}?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
        });
        if (!response.ok) return;
        const { colleges } = (await response.json()) as { colleges: CollegeOption[] };
        if (!controller.signal.aborted) show(query, colleges);
      } catch {
        // Offline, signed out, or overtaken by a newer key: the list stays as it was.
      }
    }, PAUSE_MS);
  };
}
