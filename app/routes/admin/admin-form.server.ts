import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { requireAdmin, requireOwner } from "#app/features/admins/auth.server";
import type { SessionAdmin } from "#app/features/admins/sessions.server";
import type { DB } from "#app/db/db.server";
import { asCatalogueError } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm, readMultipartForm, toSearchParams } from "#app/utils/form-data.server";
import { Refusal } from "#app/utils/refusal";
import { ServerBusyError } from "#app/utils/server-busy";
import type { AdminFormOptions } from "./admin-form-options";

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
    ? await readMultipartForm(request)
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

  if (messages.doneRedirect) throw redirect(messages.doneRedirect(out));
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
 * Who may use a screen at all: every signed-in member of staff, or (`ownerOnly`) owners alone. A
 * screen declares the same in its loader and its action; what one may do to a given row beyond
 * that (a counsellor's leads, bulk changes) is the domain function's rule.
 */
export interface Access {
  ownerOnly?: boolean;
}

/** The screen's gate: anyone else is sent to the sign-in page (or refused 403, a counsellor on an owners' screen). */
export const requireAccess = ({ request, context }: RouteArgs, access: Access = {}): Promise<SessionAdmin> =>
  (access.ownerOnly ? requireOwner : requireAdmin)(request, context);

/**
 * An admin screen's loader: only a signed-in admin gets past the first line (anyone else is sent
 * to the sign-in page), then `load` reads what the screen needs, for who is looking.
 */
export async function adminLoader<T>(
  args: RouteArgs,
  load: (db: DB, admin: SessionAdmin) => Promise<T>,
  access: Access = {},
): Promise<T> {
  const admin = await requireAccess(args, access);
  return load(dbFrom(args.context), admin);
}

/** What the domain function of an intent receives besides the parsed values. */
interface IntentContext<Params> {
  db: DB;
  admin: SessionAdmin;
  /** The route's params, e.g. the lead's id. */
  params: Params;
  /** The server's context: the site's settings from the environment and its secret (a link's token). */
  app: AppLoadContext;
}

/**
 * One thing a screen's form does (docs/decisions/040-one-way-to-write-an-admin-screen.md): its
 * schema, its domain function and the screen's words. The domain function's values are typed
 * from the schema; it throws a Refusal when a rule says no.
 */
export interface Intent<S extends z.ZodType, Out, Params, Extra = undefined> extends Omit<
  AdminFormOptions<S, Out, Extra>,
  "mutate" | "form" | "scope"
> {
  mutate: (value: z.output<S>, context: IntentContext<Params>) => Promise<Out>;
}

/**
 * The step every signed-in screen's action ends in (admin-action.server.ts): the intent's form
 * answered by submitAdminForm, its domain function given the database, who acts and the params.
 */
export function submitIntent<S extends z.ZodType, Out, Params, Extra>(
  args: RouteArgs & { params: Params },
  admin: SessionAdmin,
  intent: Intent<S, Out, Params, Extra>,
  read: { form?: Record<string, string>; scope?: string } = {},
) {
  const context = { db: dbFrom(args.context), admin, params: args.params, app: args.context };
  return submitAdminForm(args.request, { ...intent, ...read, mutate: (value) => intent.mutate(value, context) });
}

/**
 * The first helper of the pattern, still used by the catalogue's add screens: a screen of one
 * form whose domain function takes `(values, db, admin)`. A thin wrapper of the same step as
 * singleFormAction (admin-action.server.ts), which new screens use.
 */
export async function adminFormAction<S extends z.ZodType, Out, Extra = undefined>(
  args: RouteArgs,
  {
    mutate,
    ownerOnly,
    scope,
    ...options
  }: Omit<AdminFormOptions<S, Out, Extra>, "mutate" | "form"> &
    Access & { mutate: (value: z.output<S>, db: DB, admin: SessionAdmin) => Promise<Out> },
) {
  const admin = await requireAccess(args, { ownerOnly });
  return submitIntent(
    { ...args, params: {} },
    admin,
    { ...options, mutate: (value, { db, admin }) => mutate(value, db, admin) },
    // A second form of the screen (a college's logo) answers under its own scope.
    { scope },
  );
}

function refusalInit(refusal: Refusal, screenStatus = 400): ResponseInit {
  const headers = refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
  return { status: refusal.status ?? screenStatus, headers };
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
