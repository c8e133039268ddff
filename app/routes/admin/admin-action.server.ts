import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { readForm } from "#app/utils/form-data.server";
import { requireAccess, submitIntent, type Access, type Intent } from "./admin-form.server";

/**
 * The one way a signed-in admin screen's action is written (docs/decisions/040-one-way-to-write-an-admin-screen.md):
 * the screen's gate (`Access`, the same as its loader's), then the form's intent, answered by
 * submitAdminForm. Who may do what to which row is the domain function's rule.
 */

interface ActionArgs<Params> {
  request: Request;
  context: AppLoadContext;
  params: Params;
}

// The map's entries differ in schema and result; each was type-checked where the route declared it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyIntent<Params> = Intent<any, any, Params, any>;

/**
 * Declares the intents of a route with these params, each typed from its schema:
 * `const leadIntent = intentFor<{ id?: string }>()`, then `leadIntent({ schema, mutate, messages })`.
 */
export const intentFor =
  <Params>() =>
  <S extends z.ZodType, Out, Extra = undefined>(intent: Intent<S, Out, Params, Extra>) =>
    intent;

/**
 * A screen whose forms do different things: each form posts `intent`, the route maps intents to
 * domain functions (in a `.server.ts` beside it), and the answer's `scope` is the intent, so the
 * page shows it by its form. An intent the map does not name, or none, is a 400 that changes
 * nothing (an own property only: `__proto__` is no intent). Nothing falls through to a default.
 * The form is read as text to find its intent, so an upload (a multipart intent) is posted to
 * uploadAction, which the route picks by the request's Content-Type.
 */
export async function adminAction<Params>(
  args: ActionArgs<Params>,
  intents: Record<string, AnyIntent<Params>>,
  access: Access = {},
) {
  const admin = await requireAccess(args, access);
  const form = await readForm(args.request);
  const name = form.intent ?? "";
  const chosen = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen) throw data("This form's action is not one this page knows.", { status: 400 });
  return submitIntent(args, admin, chosen, { form, scope: name });
}

/**
 * A screen with one form (or one form repeated per row): the same gate and step, with its one
 * intent; the form posts no `intent` field, as everything it sends is that one thing.
 */
export async function singleFormAction<S extends z.ZodType, Out, Params, Extra = undefined>(
  args: ActionArgs<Params>,
  intent: Intent<S, Out, Params, Extra>,
  access: Access = {},
) {
  const admin = await requireAccess(args, access);
  return submitIntent(args, admin, intent);
}

/**
 * A screen's upload form beside its other intents (the lead page's documents): the same gate, the
 * body read once as multipart with its files, answered under `scope` so the page shows the answer
 * by its form. The route sends a multipart post here and every other post to adminAction.
 */
export async function uploadAction<S extends z.ZodType, Out, Params, Extra = undefined>(
  args: ActionArgs<Params>,
  intent: Intent<S, Out, Params, Extra>,
  scope: string,
  access: Access = {},
) {
  const admin = await requireAccess(args, access);
  return submitIntent(args, admin, { ...intent, multipart: true }, { scope });
}

/** Whether a post is a file upload (multipart), which adminAction cannot read. */
export const isMultipart = (request: Request) =>
  request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data") ?? false;
