import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import type { z } from "zod";

/**
 * What every admin form's action answers (app/routes/admin/admin-form.server.ts makes it):
 * Conform's submission result, which carries the field errors and the values to show again, and
 * the screen's one line (the original product's wording for that screen), success or failure.
 */
export type AdminFormAnswer<Extra = undefined> = (
  | { ok: true; message: string; result: SubmissionResult<string[]>; extra: Extra }
  | { ok: false; message: string; result: SubmissionResult<string[]> }
) & {
  /** Which of the screen's forms answered, on a screen with more than one. */
  scope?: string;
};

/**
 * Conform's form state for an admin form: the server validates (the same zod schema the domain
 * function is typed by), so the browser adds no second validation; with or without JavaScript,
 * errors and the submitted values come back in `answer.result`.
 *
 * `defaultValue` is what the form shows before any submission (an edit screen's current values).
 * Conform reads it once; a form whose current values can change under it (a lead's status after
 * a call is logged) passes `id` built from them, and a new id starts the form again from them.
 */
export function useAdminForm<Schema extends z.ZodType>(
  answer: AdminFormAnswer<unknown> | undefined,
  options: { defaultValue?: Partial<Record<FieldName<Schema>, string | string[]>>; id?: string } = {},
) {
  const [form, fields] = useForm<Record<FieldName<Schema>, string>>({
    id: options.id,
    lastResult: answer?.result,
    // A field with many values (a group of ticks) takes an array; the form's type names one value,
    // which is what every field component takes. Conform can't relate the generic record to its
    // DefaultValue type, hence the cast in this one place.
    defaultValue: options.defaultValue as unknown as DefaultValue<Record<FieldName<Schema>, string>>,
  });
  return { form, fields, formProps: getFormProps(form) };
}

/**
 * The names of a form's fields: the keys of what its schema parses. A screen names its schema
 * (`useAdminForm<typeof NoteFormSchema>(…)`), so `fields.nmae` is a type error, not an input that
 * never posts (tests/types/admin-form-fields.test-d.ts... see admin-form.types.test.ts).
 */
export type FieldName<Schema extends z.ZodType> = Extract<KeysOfEach<NonNullable<z.input<Schema>>>, string>;

/** Every variant's keys: a form whose schema is a union (one form, two intents) has the fields of both. */
type KeysOfEach<T> = T extends unknown ? keyof T : never;

/** The fields of an admin form typed from its schema, as a shared editor receives them from its screen. */
export type AdminFormFields<Schema extends z.ZodType> = ReturnType<typeof useAdminForm<Schema>>["fields"];

/**
 * One section of a screen with several forms (docs/decisions/040-one-way-to-write-an-admin-screen.md):
 * its own fetcher, so with JavaScript its answer comes back to it alone and the page stays put.
 * Without JavaScript the form posts the page, and the section shows the page's answer when its
 * `scope` is one of the section's intents.
 */
export function useSectionForm<Schema extends z.ZodType>(
  pageAnswer: AdminFormAnswer<unknown> | undefined,
  intents: readonly string[],
  options?: Parameters<typeof useAdminForm<Schema>>[1],
  /**
   * Sections that pass the same key share one fetcher: the page then shows one answer at a time,
   * the last form's, as a page posted whole does (the lead page: "Saved." goes when a note is added).
   */
  fetcherKey?: string,
) {
  const fetcher = useFetcher<AdminFormAnswer<unknown>>(fetcherKey ? { key: fetcherKey } : undefined);
  const mine = (answer: AdminFormAnswer<unknown> | undefined) =>
    answer?.scope !== undefined && intents.includes(answer.scope) ? answer : undefined;
  const answer = fetcherKey ? mine(fetcher.data ?? pageAnswer) : (fetcher.data ?? mine(pageAnswer));
  return { fetcher, answer, busy: fetcher.state !== "idle", ...useAdminForm<Schema>(answer, options) };
}
