import type { ReactNode } from "react";
import { HoneypotField } from "#app/features/leads/honeypot-field";
import { APPLICANTS, CONSENT_PURPOSES } from "#app/features/leads/lead-fields";
import type { BookingAnswer } from "./booking-action.server";

const timeOfDay = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: "Asia/Kolkata" });
const dayLabel = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Mon, 7 Dec" for an India day. */
export const formatBookingDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00.000Z`));

/**
 * Step one, a plain GET form: whom to see and which day. Works without JavaScript; the page
 * answers with that day's free times.
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
  return (
    <form method="get" className="booking-chooser form-grid">
      <div className="field">
        <label htmlFor="booking-counsellor">Counsellor</label>
        <select id="booking-counsellor" name="counsellor" defaultValue={counsellor ?? ""}>
          <option value="">First available counsellor</option>
          {counsellors.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="booking-day">Day</label>
        <select id="booking-day" name="day" defaultValue={day}>
          {days.map((entry) => (
            <option key={entry.day} value={entry.day}>
              {formatBookingDay(entry.day)} ({entry.free === 0 ? "full" : `${entry.free} free`})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Show times
      </button>
    </form>
  );
}

/**
 * Step two, the booking itself, a plain POST: a time, then the student's details with the lead
 * forms' rules (who is filling it in, a minor's guardian, the optional updates box, the honeypot).
 */
export function BookingForm({
  times,
  counsellor,
  submissionId,
  answer,
}: {
  times: string[];
  counsellor: number | null;
  submissionId: string;
  answer: BookingAnswer | undefined;
}) {
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed?.values ?? {};
  const errors = failed?.fieldErrors ?? {};
  const field = (name: string, label: string, control: (props: Record<string, unknown>) => ReactNode) => (
    <div className="field">
      <label htmlFor={`booking-${name}`}>{label}</label>
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
    <form method="post" className="booking-form">
      <input type="hidden" name="counsellor" value={counsellor ?? ""} />
      <input type="hidden" name="submission_id" value={submissionId} />
      <HoneypotField id="booking" />
      <fieldset className="slot-choice" aria-describedby={errors.slot ? "booking-slot-error" : undefined}>
        <legend>Choose a time (India time)</legend>
        {times.length === 0 ? <p>No free times on this day. Please choose another day above.</p> : null}
        <div className="slot-grid">
          {times.map((startsAt) => (
            <label key={startsAt} className="slot">
              <input type="radio" name="slot" value={startsAt} defaultChecked={values.slot === startsAt} required />
              {timeOfDay.format(new Date(startsAt))}
            </label>
          ))}
        </div>
        {errors.slot ? (
          <p id="booking-slot-error" className="field-error" role="alert">
            {errors.slot}
          </p>
        ) : null}
      </fieldset>
      <div className="form-grid">
        {field("name", "Name", (p) => (
          <input {...p} type="text" autoComplete="name" required maxLength={100} />
        ))}
        {field("phone", "Phone", (p) => (
          <input
            {...p}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={24}
            placeholder="10-digit number"
          />
        ))}
        {field("email", "Email", (p) => (
          <input {...p} type="email" autoComplete="email" required maxLength={200} />
        ))}
        {field("applicant", "I am", (p) => (
          <select {...p} required>
            <option value="">Choose one</option>
            {Object.entries(APPLICANTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field("message", "Message", (p) => (
        <textarea {...p} rows={3} required maxLength={1000} placeholder="What would you like to talk about?" />
      ))}
      {/* Shown only while "A student under 18" is chosen: by CSS (:has), as on every lead form. */}
      <div className="form-grid guardian-fields">
        {field("guardian_name", "Parent's or guardian's name", (p) => (
          <input {...p} type="text" maxLength={100} />
        ))}
        {field("guardian_phone", "Parent's or guardian's mobile", (p) => (
          <input {...p} type="tel" inputMode="tel" maxLength={16} placeholder="10-digit number" />
        ))}
      </div>
      <div className="consent">
        <p className="consent-notice">
          By booking you ask us to contact you about this session by call, SMS, WhatsApp or e-mail. We use your details
          only for that and never sell them. <a href="/privacy">Privacy notice</a>
        </p>
        <div className="check updates-choice">
          <input
            id="booking-consent_updates"
            type="checkbox"
            name="consent_updates"
            defaultChecked={values.consent_updates === "on"}
          />
          <label htmlFor="booking-consent_updates">{CONSENT_PURPOSES.updates}</label>
        </div>
      </div>
      {failed?.formError ? (
        <p className="form-error" role="alert">
          {failed.formError}
        </p>
      ) : null}
      <button type="submit" className="button button-primary">
        Book this time
      </button>
    </form>
  );
}
