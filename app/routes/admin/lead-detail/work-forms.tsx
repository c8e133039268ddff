import type { ReactNode } from "react";
import type { z } from "zod";
import { useParams } from "react-router";
import { type useAdminForm, useSectionForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { AnswerAndSubmit } from "#app/components/forms/form-result";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { CALL_OUTCOMES, type CallOutcome } from "#app/features/leads/lead-work";
import { toIndiaLocalInput } from "#app/utils/india-time";
import type { LEAD_INTENTS, LeadIntent } from "./lead-intents.server";
import type { LeadPageData } from "./lead-page-data";

const OUTCOME_OPTIONS = (Object.keys(CALL_OUTCOMES) as CallOutcome[]).map((outcome) => ({
  value: outcome,
  label: CALL_OUTCOMES[outcome].label,
}));
const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

/** The answer of one of the page's forms, or undefined when another form answered. */
export const answerFor = (answer: AdminFormAnswer<unknown> | undefined, intent: LeadIntent) =>
  answer?.scope === intent ? answer : undefined;

/** The schema an intent's form is parsed with: its fields are named after it. */
type SchemaOf<I extends LeadIntent> = (typeof LEAD_INTENTS)[I]["schema"] extends infer S extends z.ZodType ? S : never;

/**
 * One of the page's work forms: its intent, its own fetcher and answer (the page's answer when
 * it was posted without JavaScript), and the form state typed from the intent's schema.
 */
export function useWorkForm<I extends LeadIntent>(
  actionData: AdminFormAnswer<unknown> | undefined,
  intent: I,
  options?: Parameters<typeof useAdminForm<SchemaOf<I>>>[1],
) {
  return { intent, ...useSectionForm<SchemaOf<I>>(actionData, [intent], options, useLeadPageFetcherKey()) };
}

/** What each of the lead page's work sections is given: the page, and the answer to its last post. */
interface SectionProps {
  page: LeadPageData;
  actionData: AdminFormAnswer<unknown> | undefined;
}

/** A section whose forms show only while the lead takes new work (`live`: not erased, not merged). */
export type LiveSectionProps = SectionProps & { live: boolean };

/** A section whose forms show only while the person may be contacted (`callable`: lead-contact.ts mayCall). */
export type CallableSectionProps = SectionProps & { callable: boolean };

/**
 * The one fetcher every form of a lead's page posts through: each section posts without the page
 * moving, and the page shows one answer at a time, the last form's, by its intent.
 */
export function useLeadPageFetcherKey(): string {
  return `lead-page-${useParams().id ?? ""}`;
}

/** Logging a call and setting the next follow-up: only while the person may be called (lead-contact.ts). */
export function CallForms({ page, actionData }: SectionProps) {
  const { lead, consent } = page;
  // Each select with a prompt starts at "" (its prompt): after a save Conform resets the form to
  // these values, and a select without one would show no option at all.
  const call = useWorkForm(actionData, "call", { defaultValue: { outcome: "" } });
  const followUp = useWorkForm(actionData, "follow-up", {
    defaultValue: { follow_up_at: toIndiaLocalInput(lead.next_follow_up_at) },
    id: `follow-up-${lead.next_follow_up_at ?? "none"}`,
  });
  return (
    <>
      <WorkForm heading="Log a call" form={call} submitLabel="Log call">
        <SelectField
          label="Outcome"
          meta={call.fields.outcome}
          placeholder="What came of the call?"
          options={OUTCOME_OPTIONS}
        />
        <TextAreaField label="Note (optional)" meta={call.fields.note} rows={3} maxLength={2000} />
        <Field label="Next follow-up (optional, India time)" meta={call.fields.follow_up_at} type="datetime-local" />
        {consent.updates !== "given" && lead.applicant !== "minor" && !lead.contact_withdrawn_at ? (
          <div className="check">
            <input type="checkbox" id="updates-agreed" name="updates_agreed" value="on" />
            <label htmlFor="updates-agreed">They agreed to updates on this call</label>
          </div>
        ) : null}
      </WorkForm>

      <WorkForm heading="Next follow-up" form={followUp} submitLabel="Set follow-up">
        <Field label="Follow up on (India time)" meta={followUp.fields.follow_up_at} type="datetime-local" />
      </WorkForm>
    </>
  );
}

export function NoteForm({ actionData }: Pick<SectionProps, "actionData">) {
  const note = useWorkForm(actionData, "note");
  return (
    <WorkForm heading="Add a note" form={note} submitLabel="Add note">
      <TextAreaField label="Note" meta={note.fields.note} rows={3} maxLength={2000} />
    </WorkForm>
  );
}

export function StatusForm({ page, actionData }: SectionProps) {
  const status = useWorkForm(actionData, "status", {
    defaultValue: { status: page.lead.status },
    id: `status-${page.lead.status}`,
  });
  return (
    <WorkForm heading="Change the status" form={status} submitLabel="Save">
      <SelectField label="Status" meta={status.fields.status} placeholder="Choose a status" options={STATUS_OPTIONS} />
    </WorkForm>
  );
}

/** An owner's correction of the person's details, on their request. */
export function CorrectForm({ page, actionData }: SectionProps) {
  const { lead } = page;
  const correct = useWorkForm(actionData, "correct", {
    defaultValue: { name: lead.name, phone: lead.phone ?? "", email: lead.email ?? "" },
    id: `correct-${lead.updated_at}`,
  });
  return (
    <WorkForm heading="Correct the person's details" form={correct} submitLabel="Correct the details">
      <p className="muted">
        When the person asks (a rights request to correct). The timeline records which fields changed.
      </p>
      <Field label="Name" meta={correct.fields.name} />
      <Field label="Phone" meta={correct.fields.phone} type="tel" />
      <Field label="E-mail" meta={correct.fields.email} type="email" />
    </WorkForm>
  );
}

/** What a work form's frame is given: its form state, its button's words, its fields. */
interface FrameProps {
  form: Pick<ReturnType<typeof useWorkForm>, "intent" | "answer" | "formProps" | "fetcher" | "busy">;
  submitLabel: string;
  children: ReactNode;
}

/** A work form's body: the intent its action reads, its fields, its answer and its button. */
function FormBody({ form, submitLabel, children, labelledBy }: FrameProps & { labelledBy?: string }) {
  return (
    <form.fetcher.Form
      method="post"
      {...form.formProps}
      aria-labelledby={labelledBy}
      className="admin-form narrow-form"
    >
      <input type="hidden" name="intent" value={form.intent} />
      {children}
      <AnswerAndSubmit form={form} label={submitLabel} />
    </form.fetcher.Form>
  );
}

/** A work form as a section of the page, under its own heading. */
function WorkForm({ heading, ...body }: FrameProps & { heading: string }) {
  const id = body.form.intent;
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <FormBody {...body} />
    </section>
  );
}

/**
 * A form inside a section, under its own third-level heading, which names it ("Add an
 * application", "Record a payment").
 */
export function SubForm({ heading, ...body }: FrameProps & { heading: string }) {
  const headingId = `${body.form.intent}-form-heading`;
  return (
    <>
      <h3 id={headingId}>{heading}</h3>
      <FormBody {...body} labelledBy={headingId} />
    </>
  );
}
