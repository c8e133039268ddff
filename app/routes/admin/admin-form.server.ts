import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { requireAdmin, requireOwner } from "#app/features/admins/auth.server";
import type { SessionAdmin } from "#app/features/admins/sessions.server";
import type { DB } from "#app/db/db.server";
import { asCatalogueError } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { Refusal } from "#app/utils/refusal";
import { ServerBusyError } from "#app/utils/server-busy";

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

/**
 * The one way an admin action handles a form: read it (bounded, prototype-safe), parse it with
 * the zod schema through Conform, call the domain function, and answer with the screen's line.
 * Field errors are 400, refusals 400 with the field marked, a full hash queue 503 + Retry-After.
 */
export async function submitAdminForm<S extends z.ZodType, Out, Extra = undefined>(
  request: Request,
  options: AdminFormOptions<S, Out, Extra>,
) {
  const { schema, mutate, messages, scope } = options;
  const payload = options.multipart
    ? await readUpload(request)
    : toSearchParams(options.form ?? (await readForm(request)));
  const submission = parseWithZod(payload, { schema, disableAutoCoercion: true });
  const hide = messages.hideFields ? { hideFields: messages.hideFields } : {};
  const showFieldErrors = messages.fieldErrors ?? true;

  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const first = Object.values(errors).find((list) => list?.length)?.[0] ?? "";
    const message = typeof messages.invalid === "function" ? messages.invalid(first) : (messages.invalid ?? "");
    const result = submission.reply(hide);
    // Conform keeps the validation errors in any reply; a screen without field errors drops them here.
    if (!showFieldErrors) result.error = { "": [message] };
    return data<AdminFormAnswer<Extra>>({ ok: false, message, result, scope }, { status: 400 });
  }

  let out: Out;
  try {
    out = await mutate(submission.value);
  } catch (error) {
    // A full hash queue is a refusal for now: 503 with Retry-After, in the screen's words.
    const busy = error instanceof ServerBusyError ? error : undefined;
    const refusal = busy ?? (error instanceof Refusal ? error : asCatalogueError(error));
    if (!refusal) throw error;
    const message = messages.refused ? messages.refused(refusal.message) : refusal.message;
    const field = refusal instanceof Refusal && showFieldErrors ? refusal.field : undefined;
    const fieldErrors = field ? { [field]: [refusal.message] } : {};
    const result = submission.reply({ ...hide, formErrors: [message], fieldErrors });
    return data<AdminFormAnswer<Extra>>(
      { ok: false, message, result, scope },
      busy
        ? { status: 503, headers: { "Retry-After": String(busy.retryAfterSeconds) } }
        : refusalInit(refusal as Refusal, messages.refusedStatus),
    );
  }

  const message = typeof messages.done === "string" ? messages.done : messages.done(out);
  const result = messages.resetForm ? submission.reply({ resetForm: true }) : submission.reply(hide);
  return data<AdminFormAnswer<Extra>>(
    { ok: true, message, result, extra: messages.extra?.(out) as Extra, scope },
    { status: messages.doneStatus ?? 200, headers: messages.doneHeaders?.(out) },
  );
}

/** What a loader or action of a route module receives (the part these helpers use). */
interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * An admin screen's loader: only a signed-in admin gets past the first line (anyone else is sent
 * to the sign-in page), then `load` reads what the screen needs, for who is looking.
 */
export async function adminLoader<T>(
  { request, context }: RouteArgs,
  load: (db: DB, admin: SessionAdmin) => Promise<T>,
  access: Access = {},
): Promise<T> {
  const admin = await (access.ownerOnly ? requireOwner : requireAdmin)(request, context);
  return load(dbFrom(context), admin);
}

/** Who may use a screen: every signed-in member of staff, or (`ownerOnly`) owners alone. */
interface Access {
  ownerOnly?: boolean;
}

/**
 * An admin screen's action in the one pattern: a signed-in admin only, then submitAdminForm with
 * the domain function, which receives the parsed values, the database and who is acting.
 */
export async function adminFormAction<S extends z.ZodType, Out, Extra = undefined>(
  { request, context }: RouteArgs,
  options: Omit<AdminFormOptions<S, Out, Extra>, "mutate"> &
    Access & {
      mutate: (value: z.output<S>, db: DB, admin: SessionAdmin) => Promise<Out>;
    },
) {
  const admin = await (options.ownerOnly ? requireOwner : requireAdmin)(request, context);
  const db = dbFrom(context);
  return submitAdminForm(request, { ...options, mutate: (value) => options.mutate(value, db, admin) });
}

function refusalInit(refusal: Refusal, screenStatus = 400): ResponseInit {
  const headers = refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
  return { status: refusal.status ?? screenStatus, headers };
}

/** A multipart body with its files; one that can't be read is a 400 with a message, not a crash. */
async function readUpload(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ ok: false, message: "The upload could not be read. Please try again." }, { status: 400 });
  }
}

function toSearchParams(form: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key in form) params.append(key, form[key]!);
  return params;
}

/**
 * The words of the add screens the original product gave no validation of their own (exam,
 * placement): the server checks every field anyway, marks them, and the line reads
 * 'Error: Something went wrong.' followed by any reason a rule gave.
 */
export const ADD_WITHOUT_OWN_VALIDATION = {
  invalid: "Error: Something went wrong.",
  refused: (reason: string) => `Error: Something went wrong. ${reason}`,
} as const;
