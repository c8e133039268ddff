import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { DB } from "#app/db/db.server";
import { requireAdmin } from "#app/features/admins/auth.server";
import type { SessionAdmin } from "#app/features/admins/sessions.server";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { submitAdminForm, type AdminFormOptions } from "./admin-form.server";

/**
 * An admin screen with several forms (docs/decisions/036-one-admin-action.md): each form names its
 * intent, and the route maps intents to domain functions. One signed-in check, one reading of the
 * form, and an intent the map does not name is a 400: nothing falls through to a default.
 */

/** What a domain function of an intent receives besides the parsed values. */
interface IntentContext<Params> {
  db: DB;
  admin: SessionAdmin;
  /** The route's params, e.g. the lead's id. */
  params: Params;
}

/**
 * One intent: its schema, its domain function and the screen's words (AdminFormOptions, without
 * the plumbing). A route declares its intents through a helper that fixes `Params`, so TypeScript
 * infers each domain function's values from its schema (lead-detail/lead-intents.server.ts).
 */
export interface Intent<S extends z.ZodType, Out, Params> extends Omit<
  AdminFormOptions<S, Out, undefined>,
  "mutate" | "form" | "scope" | "multipart"
> {
  mutate: (value: z.output<S>, context: IntentContext<Params>) => Promise<Out>;
}

// The map's entries differ in schema and result; each was type-checked where `intent` declared it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyIntent<Params> = Intent<any, any, Params>;

/**
 * The route's action: a signed-in admin only, then the form's intent from the map, answered by
 * submitAdminForm with the answer's `scope` set to the intent (so the page shows it by its form).
 */
export async function adminAction<Params>(
  args: { request: Request; context: AppLoadContext; params: Params },
  intents: Record<string, AnyIntent<Params>>,
) {
  const admin = await requireAdmin(args.request, args.context);
  const form = await readForm(args.request);
  const name = form.intent ?? "";
  const chosen = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen) throw data("This form's action is not one this page knows.", { status: 400 });
  const context = { db: dbFrom(args.context), admin, params: args.params };
  return submitAdminForm(args.request, {
    ...chosen,
    form,
    scope: name,
    mutate: (value) => chosen.mutate(value, context),
  });
}
