import type { ReactNode } from "react";
import { HoneypotField } from "#app/features/lead-forms/honeypot-field";
import { APPLICANTS } from "#app/features/leads/lead-fields";
import { formatIndiaTimeIn } from "#app/utils/india-time";
import { storedTextLang } from "#app/utils/i18n/english-text";
import { linkIn, type Locale } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import type { BookingAnswer } from "./booking-action.server";

const dayLabel = {
  en: new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  // The glossary's day chips: the weekday and the month in full, "शुक्रवार, 4 दिसंबर".
  hi: new Intl.DateTimeFormat("hi-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** "Mon, 7 Dec" (or "सोमवार, 7 दिसंबर") for an India day. */
export const formatBookingDay = (locale: Locale, day: string) =>
  dayLabel[locale].format(new Date(`${day}T00:00:00.000Z`));

/**
 * Step one: whom to see (a plain GET form, "Show times") and which day (a strip of the 14 days,
 * each a link). A day is chosen by following its link, so the times below are always that day's:
 * a chooser that changed without being sent once showed one day and booked another (issue 44).
 * Works without JavaScript.
 */
export function BookingChooser({
  counsellors,
  counsellor,
  days,
  day,
}: {
  counsellors: { id: number; name: string }[];
  counsellor: number | null;
  days: { day: string; free: number }[];
  day: string;
}) {
  const locale = useLocale();
  const m = useMessages().student.booking;
  const dayLink = (entry: string) => {
    const query = new URLSearchParams(
      counsellor === null ? { day: entry } : { counsellor: String(counsellor), day: entry },
    );
    return `?${query}#booking-days`;
  };
  return (
    <>
      <form method="get" className="booking-chooser form-grid">
        <input type="hidden" name="day" value={day} />
        <div className="field">
          <label htmlFor="booking-counsellor">{m.counsellor}</label>
          <select id="booking-counsellor" name="counsellor" defaultValue={counsellor ?? ""}>
            <option value="">{m.firstAvailable}</option>
            {counsellors.map((person) => (
              // A name, as stored: an <option> holds text only, so the mark goes on the element.
              <option key={person.id} value={person.id} lang={storedTextLang(locale, person.name)}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {m.showTimes}
        </button>
      </form>
      <DayStrip days={days} chosen={day} label={m.day} href={dayLink} />
    </>
  );
}

/**
 * The days a student can choose, one link each with how many times are free: the chosen one is
 * marked (aria-current="date"). Shared by the booking page and the session's own page.
 */
export function DayStrip({
  days,
  chosen,
  label,
  href,
}: {
  days: { day: string; free: number }[];
  chosen: string;
  label: string;
  href: (day: string) => string;
}) {
  const locale = useLocale();
  const m = useMessages().student.booking;
  return (
    <nav id="booking-days" className="day-strip" aria-label={label}>
      <ul>
        {days.map((entry) => (
          <li key={entry.day}>
            <a href={href(entry.day)} aria-current={entry.day === chosen ? "date" : undefined}>
              <span className="day-strip-day">{formatBookingDay(locale, entry.day)}</span>
              <span className="day-strip-free">{m.freeCount(entry.free)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Step two, the booking itself, a plain POST: a time, then the student's details with the lead
 * forms' rules (who is filling it in, a minor's guardian, the optional updates box, the honeypot).
 */
export function BookingForm({
  times,
  day,
  counsellor,
  submissionId,
  answer,
}: {
  times: string[];
  /** The day the times are of: posted with the chosen time, and checked against it. */
  day: string;
  counsellor: number | null;
  submissionId: string;
  answer: BookingAnswer | undefined;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const m = messages.student.booking;
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed?.values ?? {};
  const errors = failed?.fieldErrors ?? {};
  return (
    // On a Hindi page the server's Hindi messages, not the browser's own (in the browser's language).
    <form method="post" className="booking-form" noValidate={locale !== "en"}>
      <input type="hidden" name="counsellor" value={counsellor ?? ""} />
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="submission_id" value={submissionId} />
      <HoneypotField id="booking" label={messages.leadForm.leaveEmpty} />
      <SlotChoice times={times} day={day} chosen={values.slot} error={errors.slot} />
      <StudentDetails values={values} errors={errors} />
      <div className="consent">
        <p className="consent-notice">
          {m.consentNotice} <a href={linkIn(locale, "/privacy")}>{m.privacyNotice}</a>
        </p>
        <div className="check updates-choice">
          <input
            id="booking-consent_updates"
            type="checkbox"
            name="consent_updates"
            defaultChecked={values.consent_updates === "on"}
          />
          <label htmlFor="booking-consent_updates">{m.updates}</label>
        </div>
      </div>
      {failed?.formError ? (
        <p className="form-error" role="alert">
          {failed.formError}
        </p>
      ) : null}
      <button type="submit" className="button button-primary">
        {m.submit}
      </button>
    </form>
  );
}

/** The day's free times, one radio button each, under a legend that names the day. */
function SlotChoice({ times, day, chosen, error }: { times: string[]; day: string; chosen?: string; error?: string }) {
  const locale = useLocale();
  const m = useMessages().student.booking;
  return (
    <fieldset className="slot-choice" aria-describedby={error ? "booking-slot-error" : undefined}>
      <legend>{m.timesOn(formatBookingDay(locale, day))}</legend>
      {times.length === 0 ? <p>{m.noTimes}</p> : null}
      <div className="slot-grid">
        {times.map((startsAt) => (
          <label key={startsAt} className="slot">
            <input type="radio" name="slot" value={startsAt} defaultChecked={chosen === startsAt} required />
            {formatIndiaTimeIn(locale, startsAt)}
          </label>
        ))}
      </div>
      {error ? (
        <p id="booking-slot-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The student's details, as on the lead forms: who they are, what about, and a minor's guardian. */
function StudentDetails({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
}) {
  const m = useMessages().student.booking;
  const field = (name: keyof typeof m.fields, control: (props: Record<string, unknown>) => ReactNode) => (
    <div className="field">
      <label htmlFor={`booking-${name}`}>{m.fields[name]}</label>
      {control({
        id: `booking-${name}`,
        name,
        defaultValue: values[name],
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": errors[name] ? `booking-${name}-error` : undefined,
      })}
      {errors[name] ? (
        <p id={`booking-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      <div className="form-grid">
        {field("name", (p) => (
          <input {...p} type="text" autoComplete="name" required maxLength={100} />
        ))}
        {field("phone", (p) => (
          <input
            {...p}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={24}
            placeholder={m.tenDigits}
          />
        ))}
        {field("email", (p) => (
          <input {...p} type="email" autoComplete="email" required maxLength={200} />
        ))}
        {field("applicant", (p) => (
          <select {...p} required>
            <option value="">{m.chooseOne}</option>
            {(Object.keys(APPLICANTS) as (keyof typeof APPLICANTS)[]).map((value) => (
              <option key={value} value={value}>
                {m.applicants[value]}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field("message", (p) => (
        <textarea {...p} rows={3} required maxLength={1000} placeholder={m.messagePlaceholder} />
      ))}
      {/* Shown only while "A student under 18" is chosen: by CSS (:has), as on every lead form. */}
      <div className="form-grid guardian-fields">
        {field("guardian_name", (p) => (
          <input {...p} type="text" maxLength={100} />
        ))}
        {field("guardian_phone", (p) => (
          <input {...p} type="tel" inputMode="tel" maxLength={16} placeholder={m.tenDigits} />
        ))}
        {field("guardian_email", (p) => (
          <input {...p} type="email" autoComplete="off" maxLength={200} />
        ))}
      </div>
    </>
  );
}
