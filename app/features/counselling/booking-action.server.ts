import { data, type AppLoadContext } from "react-router";
import { isDatabaseUnavailable } from "#app/db/db-errors";
import { fieldErrorsOf, leadSchemasIn, leadWho } from "#app/features/leads/lead-schema";
import { HONEYPOT_FIELD } from "#app/features/lead-forms/lead-result";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { siteOrigin } from "#app/utils/env.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { localeOf } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { hitRateLimits, type RateLimit } from "#app/utils/rate-limit.server";
import { bookSession } from "./booking.server";
import { isOnDay } from "./slots";

/** Bookings per address per hour: a family books one or two; more is a script. */
export const BOOKINGS_PER_ADDRESS: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

/**
 * What the booking form is told after a post (it keeps what was typed on a refusal), in the
 * page's language; a booking by its time and counsellor, which the page words (a name is marked
 * as English text on a Hindi page).
 */
export type BookingAnswer =
  | { ok: true; startsAt: string; counsellor: string }
  | {
      ok: false;
      formError?: string;
      fieldErrors?: Record<string, string | undefined>;
      values?: Record<string, string>;
    };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

/**
 * The booking form's post, with or without JavaScript (docs/decisions/051-counselling-bookings.md):
 * the honeypot, the shared per-address limit, the lead form's rules, then bookSession, whose
 * database constraint decides a race for the slot. A page under /hi is answered in Hindi, and its
 * lead prefers Hindi, as the lead forms' (features/lead-forms/lead-action.server.ts).
 */
export async function handleBooking({ request, context }: { request: Request; context: AppLoadContext }) {
  const db = context.database.db;
  const locale = localeOf(new URL(request.url).pathname);
  const words = messagesFor(locale);
  const m = words.student.booking;
  const values = (await parseFormBody(request)) ?? {};
  const refuse = (status: number, answer: Omit<Extract<BookingAnswer, { ok: false }>, "ok">, headers?: HeadersInit) =>
    data<BookingAnswer>({ ok: false, values, ...answer }, { status, headers });
  const phone = async () => (await getSiteSettings(db)).phone;

  if (values[HONEYPOT_FIELD]) return refuse(400, { formError: words.leadForm.honeypot(await phone()) });
  // LEADS_PER_IP_PER_HOUR=0 turns the lead limits off for load tests; this one goes with them.
  if (context.env.leadsPerIpPerHour > 0) {
    const limited = await hitRateLimits(db, [
      { bucket: `booking:ip:${clientIpHash(context)}`, rule: BOOKINGS_PER_ADDRESS },
    ]);
    if (!limited.ok) {
      return refuse(429, { formError: m.limited(await phone()) }, { "Retry-After": String(limited.retryAfterSeconds) });
    }
  }
  const parsed = leadSchemasIn(words.leadForm).booking.safeParse(values);
  const slot = values.slot ?? "";
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (!ISO_INSTANT.test(slot)) fieldErrors.slot = m.chooseTime;
  else if (!isOnDay(slot, values.day)) fieldErrors.slot = m.wrongDay;
  if (!parsed.success || fieldErrors.slot) return refuse(400, { fieldErrors });
  const counsellorId = /^\d{1,9}$/.test(values.counsellor ?? "") ? Number(values.counsellor) : null;

  const lead = parsed.data;
  const who = leadWho(lead);
  try {
    const outcome = await bookSession(db, {
      lead: {
        form: "booking",
        page: new URL(request.url).pathname,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        utm: {},
        consentPurposes: who.updates ? ["contact", "updates"] : ["contact"],
        applicant: who.applicant,
        guardianName: who.guardianName,
        guardianPhone: who.guardianPhone,
        guardianEmail: who.guardianEmail,
        links: { origin: siteOrigin(context.env), secret: context.ipHashKey },
        userAgent: request.headers.get("user-agent"),
        ipHash: clientIpHash(context),
        submissionId: values.submission_id ? `booking:${values.submission_id.slice(0, 64)}` : null,
        language: locale,
      },
      startsAt: slot,
      counsellorId,
      topic: lead.message,
      secret: context.ipHashKey,
    });
    if (outcome.kind === "taken") return refuse(409, { formError: m.slotTaken, fieldErrors: { slot: m.slotTaken } });
    if (outcome.kind === "not_open")
      return refuse(400, { formError: m.slotNotOpen, fieldErrors: { slot: m.slotNotOpen } });
    if (outcome.kind === "too_many") return refuse(409, { formError: m.tooManySessions });
    if (outcome.kind === "overlap")
      return refuse(409, { formError: m.overlapsSession, fieldErrors: { slot: m.overlapsSession } });
    return data<BookingAnswer>({ ok: true, startsAt: outcome.startsAt, counsellor: outcome.counsellor });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return refuse(503, { formError: m.unavailable }, { "Retry-After": "15" });
  }
}
