import type { ReactNode } from "react";
import { SEAT_CATEGORIES, SEAT_POOLS } from "#app/db/column-values";
import { englishTextLang } from "#app/utils/i18n/locale";
import { HINDI_PLACES } from "#app/utils/i18n/hi/places";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { INDIAN_STATES, type PredictorField, type PredictorProblem, type PredictorValues } from "./predictor-query";

interface Props {
  /** Where the form is sent: this page, in its language. */
  action: string;
  exams: readonly string[];
  values: PredictorValues;
  problems: Partial<Record<PredictorField, PredictorProblem>>;
}

/**
 * The predictor's question: a plain GET form to the page itself, so it works without JavaScript
 * and the answer's address holds the question (shareable). A refused field says why under itself.
 */
export function PredictorForm({ action, exams, values, problems }: Props) {
  const locale = useLocale();
  const m = useMessages().predictor;
  const lang = englishTextLang(locale);
  const refused = Object.keys(problems).length > 0;
  const field = (name: PredictorField, label: string, control: (aria: AriaProps) => ReactNode, hint?: string) => (
    <Field name={name} label={label} control={control} hint={hint} problem={problems[name]} />
  );
  return (
    // noValidate: the server says what is wrong, in the page's language (a browser speaks its own).
    <form
      method="get"
      action={action}
      noValidate
      className="predictor-form lead-card"
      aria-labelledby="predictor-form-heading"
    >
      <h2 id="predictor-form-heading">{m.form.legend}</h2>
      {refused ? (
        <p className="form-error" role="alert">
          {m.fixProblems}
        </p>
      ) : null}
      <div className="predictor-fields">
        {field("exam", m.form.exam, (aria) => (
          <select {...aria} defaultValue={values.exam ?? ""} required>
            <option value="">{m.form.chooseExam}</option>
            {exams.map((exam) => (
              <option key={exam} value={exam} lang={lang}>
                {exam}
              </option>
            ))}
          </select>
        ))}
        {field(
          "rank",
          m.form.rank,
          (aria) => (
            <input
              {...aria}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values.rank ?? ""}
              required
            />
          ),
          m.form.rankHint,
        )}
        <SeatFields values={values} field={field} />
      </div>
      <button type="submit" className="button button-primary">
        {m.form.submit}
      </button>
    </form>
  );
}

type RenderField = (name: PredictorField, label: string, control: (aria: AriaProps) => ReactNode) => ReactNode;

/** The seat asked about: category, home state (its name in Hindi on a Hindi page) and seat pool. */
function SeatFields({ values, field }: { values: PredictorValues; field: RenderField }) {
  const locale = useLocale();
  const m = useMessages().predictor;
  const words = useMessages().collegeFacts;
  return (
    <>
      {field("category", m.form.category, (aria) => (
        <select {...aria} defaultValue={values.category ?? "open"}>
          {SEAT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {words.seatCategory[category]}
            </option>
          ))}
        </select>
      ))}
      {field("state", m.form.state, (aria) => (
        <select {...aria} defaultValue={values.state ?? ""}>
          <option value="">{m.form.stateNone}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {locale === "hi" ? (HINDI_PLACES[state] ?? state) : state}
            </option>
          ))}
        </select>
      ))}
      {field("pool", m.form.pool, (aria) => (
        <select {...aria} defaultValue={values.pool ?? "gender-neutral"}>
          {SEAT_POOLS.map((pool) => (
            <option key={pool} value={pool}>
              {words.pool[pool]}
            </option>
          ))}
        </select>
      ))}
    </>
  );
}

/** One labelled field: its hint, its control, and why it was refused, each tied to the control. */
function Field({
  name,
  label,
  control,
  hint,
  problem,
}: {
  name: PredictorField;
  label: string;
  control: (aria: AriaProps) => ReactNode;
  hint: string | undefined;
  problem: PredictorProblem | undefined;
}) {
  const m = useMessages().predictor;
  const id = `predictor-${name}`;
  const described = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({ id, name, "aria-invalid": problem ? true : undefined, "aria-describedby": described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {m.problems[problem]}
        </p>
      ) : null}
    </div>
  );
}

interface AriaProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}
