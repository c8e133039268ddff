import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import {
  STEP_KINDS,
  STEP_KIND_LABELS,
  stepKindLabel,
  stepWhen,
} from "#app/features/admissions/application-step-schema";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { formatPaise } from "#app/utils/rupees";
import type { LeadPageData } from "./lead-page-data";
import { RowAction } from "./row-action";
import { answerFor, useWorkForm } from "./work-forms";

/** A fee's amount: its reminders to the student name it (ADR 080). */
const AMOUNT_HINT = "Optional: for a fee, what is to be paid, in rupees. The reminders name it.";

const KIND_OPTIONS = STEP_KINDS.map((value) => ({ value, label: STEP_KIND_LABELS[value] }));

type Step = LeadPageData["steps"][number];

/** A step's buttons: a done step can still be removed. */
const MARK_DONE = { intent: "step-done", label: "Mark done" };
const REMOVE = { intent: "step-remove", label: "Remove" };

/**
 * An application's dated steps (features/admissions/application-steps.server.ts), each with its
 * note, and Mark done and Remove buttons while the lead takes new work; a done step stays, saying
 * when and by whom. "Add a step" below (Kind, Date, Time in India time, a note). Each form posts
 * through the page's one fetcher.
 */
export function ApplicationSteps({
  applicationId,
  named,
  steps,
  live,
  actionData,
}: {
  applicationId: number;
  named: string;
  steps: Step[];
  live: boolean;
  actionData: AdminFormAnswer<unknown> | undefined;
}) {
  return (
    <>
      {steps.length > 0 ? (
        <ul className="step-list">
          {steps.map((step) => (
            <li key={step.id} className={step.done_at ? "step-done" : undefined}>
              <StepLine step={step} />
              {live ? (
                <div className="step-actions">
                  {(step.done_at ? [REMOVE] : [MARK_DONE, REMOVE]).map((action) => (
                    <RowAction
                      key={action.intent}
                      {...action}
                      field="step_id"
                      value={step.id}
                      hiddenLabel={`${stepKindLabel(step)}, ${stepWhen(step)}`}
                    />
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {live ? <AddStep applicationId={applicationId} named={named} actionData={actionData} /> : null}
    </>
  );
}

/** A step in words: its kind and when, the amount due, its note (Other is named by it), and "Done" with when and by whom. */
function StepLine({ step }: { step: Step }) {
  return (
    <p>
      <strong>{stepKindLabel(step)}</strong> · {stepWhen(step)}
      {step.amount_paise !== null ? <> · {formatPaise(step.amount_paise)} due</> : null}
      {step.note && step.kind !== "other" ? <span className="step-note"> · {step.note}</span> : null}
      {step.done_at ? (
        <span className="status status-done">
          Done {formatIndiaDateTime(step.done_at)}
          {step.done_by_name ? ` by ${step.done_by_name}` : ""}
        </span>
      ) : null}
    </p>
  );
}

/** One application's "Add a step" form; it takes the answer only when the answer was about it. */
function AddStep({
  applicationId,
  named,
  actionData,
}: {
  applicationId: number;
  named: string;
  actionData: AdminFormAnswer<unknown> | undefined;
}) {
  const posted = answerFor(actionData, "step")?.result.initialValue?.application_id;
  const add = useWorkForm(posted === String(applicationId) ? actionData : undefined, "step", {
    id: `add-step-${applicationId}`,
    // Back at its prompt after a save (Conform resets to these values; see CallForms).
    defaultValue: { kind: "" },
  });
  const headingId = `add-step-${applicationId}-heading`;
  return (
    <>
      <h4 id={headingId}>
        Add a step<span className="visually-hidden"> to {named}</span>
      </h4>
      <add.fetcher.Form method="post" {...add.formProps} aria-labelledby={headingId} className="admin-form narrow-form">
        <input type="hidden" name="intent" value={add.intent} />
        <input type="hidden" name="application_id" value={applicationId} />
        <SelectField label="Kind" meta={add.fields.kind} options={KIND_OPTIONS} placeholder="Choose a kind" />
        <Field label="Date" meta={add.fields.on_date} type="date" />
        <Field label="Time" hint="Optional, India time." meta={add.fields.at_time} type="time" />
        <Field
          label="Note"
          hint="What to remember (e.g. the exam centre). For Other, required: what the step is."
          meta={add.fields.note}
          maxLength={200}
        />
        <Field label="Amount due (₹)" hint={AMOUNT_HINT} meta={add.fields.amount} inputMode="decimal" maxLength={40} />
        <FormResult result={add.answer} />
        <button type="submit" className="button button-primary" disabled={add.busy}>
          Add step
        </button>
      </add.fetcher.Form>
    </>
  );
}
