import type { z } from "zod";

/**
 * How one admin screen answers: its words and statuses. The original product words each screen its
 * own way (see docs/original-contract.md#admin-messages), so these are options, not one set.
 */
interface AdminFormMessages<Out, Extra> {
  /** The line when fields are refused: fixed, or made from the first field error; none when unset. */
  invalid?: string | ((firstError: string) => string);
  /** The line when the domain function refuses (a duplicate, a rule), made from its reason. */
  refused?: (reason: string) => string;
  /** The line after success. */
  done: string | ((out: Out) => string);
  /** What the screen needs of the result beside the line, e.g. the new college's slug. */
  extra?: (out: Out) => Extra;
  /** Whether refused fields are marked under the fields; some original screens show only the line. */
  fieldErrors?: boolean;
  /** Whether the form is emptied after success (an add screen ready for the next one). */
  resetForm?: boolean;
  /** Fields whose submitted values are never sent back (passwords). */
  hideFields?: string[];
  /** The status of a success (201 where the original product answered Created). */
  doneStatus?: number;
  /** Headers of a success (the session cookie of a sign-in). */
  doneHeaders?: (out: Out) => HeadersInit;
  /** Where a success goes instead of answering (the merge screen opens the merged lead). */
  doneRedirect?: (out: Out) => string;
  /** The status of a refusal: 400 unless the screen says otherwise (409 for a delete of a row in use). */
  refusedStatus?: number;
}

export interface AdminFormOptions<S extends z.ZodType, Out, Extra> {
  schema: S;
  /** The domain function: it receives the parsed values and throws a Refusal when a rule says no. */
  mutate: (value: z.output<S>) => Promise<Out>;
  messages: AdminFormMessages<Out, Extra>;
  /** The form, when the route has read it already (to pick an intent). */
  form?: Record<string, string>;
  /** A file upload: the body is read as multipart form data, files included. */
  multipart?: boolean;
  /** Which of the screen's forms this is, on a screen with more than one; sent back in the answer. */
  scope?: string;
}
