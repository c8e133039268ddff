import { asOneLine } from "#app/utils/one-line";
import { data, type AppLoadContext } from "react-router";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { fieldErrorsOf, leadWho, schemaFor } from "#app/features/leads/lead-schema";
import {
  LEAD_FORMS,
  UTM_KEYS,
  type Applicant,
  type ConsentPurpose,
  type LeadFormId,
  type UtmKey,
} from "#app/features/leads/lead-fields";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { createLead, createLeadWithinLimit } from "#app/features/leads/leads.server";
import { HONEYPOT_FIELD, type LeadActionResult } from "./lead-result";
import { isDatabaseUnavailable } from "#app/db/db-errors";
import { parseFormBody } from "#app/utils/form-data.server";
import { siteOrigin } from "#app/utils/env.server";
import { localeOf, type Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

/** What the page a lead form is on tells its lead. */
export interface LeadOptions {
  /** The forms the page shows: any other is refused. */
  forms: readonly LeadFormId[];
  /** The college or colleges the page is about. */
  collegeName?: string;
  /** What the page adds to the enquiry's message: the rank predictor's question and chosen seats. */
  note?: string;
  /**
   * The page's address, when the form was posted elsewhere (/leads/enquire, with JavaScript):
   * the lead records it, and reads its campaign tags and the Referer against it. By default the
   * request's own address, which is the page when the browser posts the form to it.
   */
  page?: URL;
}

/**
 * The action behind every lead form: the pages' actions (posts without JavaScript) and the
 * /leads/enquire resource route (with it) both call it. It validates, applies the honeypot and
 * the per-IP limit, stores the lead and says what happened.
 */
export async function handleLeadSubmission(
  { request, context }: { request: Request; context: AppLoadContext },
  options: LeadOptions,
) {
  const db = context.database.db;
  // The page's language is its path's: a form on /hi/… is answered in Hindi, and its lead prefers Hindi.
  const locale = localeOf((options.page ?? new URL(request.url)).pathname);
  const m = messagesFor(locale).leadForm;
  const values = await parseFormBody(request);
  if (!values) {
    return data<LeadActionResult>({ form: options.forms[0]!, ok: false, formError: m.unreadable }, { status: 400 });
  }
  const form = String(values.form ?? "") as LeadFormId;
  if (!LEAD_FORMS.includes(form) || !options.forms.includes(form)) {
    return data<LeadActionResult>({ form, ok: false, formError: m.unknownForm }, { status: 400 });
  }

  // The phone number is only needed to word a refusal; a stored lead doesn't wait for it.
  const phone = async () => (await getSiteSettings(db)).phone;

  // Bots fill every field; people never see this one. A person whose browser filled it gets told.
  if (values[HONEYPOT_FIELD]) {
    return data<LeadActionResult>(
      {
        form,
        ok: false,
        formError: m.honeypot(await phone()),
      },
      { status: 400 },
    );
  }

  // The rules speak the page's language (docs/decisions/069-messages-by-code.md).
  const parsed = schemaFor(form, m).safeParse(values);
  if (!parsed.success) {
    return data<LeadActionResult>(
      { form, ok: false, fieldErrors: fieldErrorsOf(parsed.error), values },
      { status: 400 },
    );
  }

  try {
    const refused = await storeLead({
      request,
      context,
      options,
      form,
      values,
      lead: parsed.data as Lead,
      phone,
      locale,
    });
    if (refused) return refused;
  } catch (error) {
    // The database is away: say so, keep what the visitor typed, and never pretend it was
    // stored. (With JavaScript the form stays on the page and shows this answer, which comes as
    // JSON from /leads/enquire.)
    if (!isDatabaseUnavailable(error)) throw error;
    return data<LeadActionResult>(
      {
        form,
        ok: false,
        values,
        formError: m.unavailable,
      },
      { status: 503, headers: { "Retry-After": "15" } },
    );
  }

  return data<LeadActionResult>({
    form,
    ok: true,
    message: m.thanks((parsed.data as Lead).name!),
  });
}

type Lead = Record<string, string | undefined>;

/** The enquiry's message: the franchise form's city and words, and what the page adds (the predictor's note). */
function enquiryMessage(lead: Lead, note: string | undefined): string | null {
  return [lead.city ? `City: ${lead.city}` : "", lead.message ?? "", note ?? ""].filter(Boolean).join("\n") || null;
}

/** The per-IP limit, then the lead itself; answers a refusal, or undefined once the lead is stored. */
async function storeLead({
  request,
  context,
  options,
  form,
  values,
  lead,
  phone,
  locale,
}: {
  request: Request;
  context: AppLoadContext;
  options: Pick<LeadOptions, "collegeName" | "note" | "page">;
  form: LeadFormId;
  values: Record<string, string>;
  lead: Lead;
  phone: () => Promise<string>;
  locale: Locale;
}) {
  const db = context.database.db;
  const limit = context.env.leadsPerIpPerHour;
  const ipHash = clientIpHash(context);

  const url = options.page ?? new URL(request.url);
  // With JavaScript the form sends the landing page's tags itself. Without it the form posts to
  // the page's address as rendered, which for a kept page (server/html-cache.ts) has no ad query:
  // the browser's Referer then still names the address the visitor was on.
  const sentFrom = refererOnPage(request, url.pathname);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    // Shown in the CSV, the webhook and the lead's page: one line, like every other field.
    const value = asOneLine(
      (values[key] || url.searchParams.get(key) || sentFrom?.searchParams.get(key) || "").slice(0, 200),
    );
    if (value) utm[key] = value;
  }
  const who = leadWho(lead as Lead & { applicant: Applicant });
  const consentPurposes: ConsentPurpose[] = ["contact"];
  if (who.updates) consentPurposes.push("updates");

  const newLead = {
    form,
    page: url.pathname,
    name: lead.name!,
    email: lead.email ?? null,
    phone: lead.phone ?? lead.mobile ?? null,
    course: lead.course ?? null,
    stream: lead.stream && lead.stream !== "Choose your Stream" ? lead.stream : null,
    college_name: options.collegeName ?? null,
    // What the acknowledgement names: the catalogue's words, never the visitor's (ADR 080).
    askedAbout: { course: await catalogueCourse(db, lead.course), college: options.collegeName ?? null },
    message: enquiryMessage(lead, options.note),
    utm,
    consentPurposes,
    applicant: who.applicant,
    guardianName: who.guardianName,
    guardianPhone: who.guardianPhone,
    guardianEmail: who.guardianEmail,
    language: locale,
    links: { origin: siteOrigin(context.env), secret: context.ipHashKey },
    userAgent: request.headers.get("user-agent"),
    ipHash,
    submissionId: values.submission_id ? `${form}:${values.submission_id.slice(0, 64)}` : null,
  };
  // The limit is counted and the lead stored in one step, so a burst can't slip past it.
  const stored = limit > 0 ? await createLeadWithinLimit(db, newLead, limit) : await createLead(db, newLead);
  if ("limited" in stored) {
    return data<LeadActionResult>(
      {
        form,
        ok: false,
        values,
        formError: messagesFor(locale).leadForm.limited(await phone()),
      },
      { status: 429, headers: { "Retry-After": "3600" } },
    );
  }
  if (!stored.duplicate && !stored.repeat) context.metrics.leadsCreated.inc({ form });
  return undefined;
}

/**
 * The posted course as the catalogue names it, or null when no course of ours has that name: the
 * drop-downs post a course's own name, and a name that is not ours (typed, forged) is never mailed.
 */
async function catalogueCourse(db: AppLoadContext["database"]["db"], posted: string | undefined) {
  if (!posted) return null;
  const found = await db.selectFrom("courses").select("name").where("name", "=", posted).limit(1).executeTakeFirst();
  return found?.name ?? null;
}

/** The address in the Referer header when it is the page the form was posted to, else undefined. */
function refererOnPage(request: Request, pathname: string): URL | undefined {
  const referer = URL.parse(request.headers.get("referer") ?? "");
  return referer?.pathname.toLowerCase() === pathname.toLowerCase() ? referer : undefined;
}
