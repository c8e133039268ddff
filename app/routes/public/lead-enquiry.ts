import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { LEAD_FORMS } from "#app/features/leads/lead-fields";
import type { LeadActionResult } from "#app/features/lead-forms/lead-result";
import { dbFrom } from "#app/utils/context.server";
import { leadFormsAt } from "#app/utils/route-contract.server";
import { parseFormBody } from "#app/utils/form-data.server";
import type { Route } from "./+types/lead-enquiry";
import { leadOptionsFor } from "./lead-pages.server";
import { localeOf } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

/**
 * POST /leads/enquire?page=<the page's address>: a lead form sent by its island, with JavaScript
 * (features/lead-forms/lead-form.island.tsx). The same handler as the page's own action, which still
 * takes the post without JavaScript; the answer is the form's result as JSON rather than the
 * page re-rendered around it, so the browser parses no HTML. Its statuses are the page action's:
 * 400 for a form to correct, 429 with Retry-After past the per-IP limit, 503 while the database is
 * away; a cross-site post never gets here (server/same-origin.ts answers 403). A POST is never
 * kept (server/private-responses.ts), so it declares no handle.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The form's name, to learn what its page tells the lead; the handler reads the body again.
  const body = (await parseFormBody(request.clone())) ?? {};
  const sent = body.form;
  const page = pageAddress(request);
  // Only a form the page named shows (its route's contract): a lead's page is where it came from.
  const shown = page ? await leadFormsAt(page.pathname) : [];
  const form = LEAD_FORMS.find((known) => known === sent && shown.includes(known));
  const options = form && page ? await leadOptionsFor(dbFrom(context), form, page, body) : undefined;
  if (!form || !page || !options) {
    // No such form, or not on that page (400), or no such college (404, as the page answers):
    // reloading the page shows what is there now.
    return Response.json(
      {
        form: form ?? LEAD_FORMS[0],
        ok: false,
        formError: messagesFor(localeOf(page?.pathname ?? "/")).leadForm.unknownForm,
      } satisfies LeadActionResult,
      { status: form && page ? 404 : 400 },
    );
  }
  const answer = await handleLeadSubmission({ request, context }, { ...options, page });
  return Response.json(answer.data, answer.init ?? undefined);
}

/** The page the form is on, from ?page=: a path on this site, never another origin. */
function pageAddress(request: Request): URL | undefined {
  const own = new URL(request.url);
  const path = own.searchParams.get("page") ?? "";
  if (!path.startsWith("/")) return undefined;
  const page = URL.parse(path, own.origin);
  return page?.origin === own.origin ? page : undefined;
}
