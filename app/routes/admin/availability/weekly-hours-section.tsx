import { Field, SelectField } from "#app/components/forms/field";
import { AnswerAndSubmit } from "#app/components/forms/form-result";
import { useSectionForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { WEEKDAYS, minuteToTime } from "#app/utils/clock-time";
import {
  DEFAULT_SLOT_MINUTES,
  SLOT_LENGTHS,
  type WeeklyHoursFormSchema,
} from "#app/features/counselling/availability-schema";

interface Hours {
  days: {
    weekday: number;
    startMinute: number;
    endMinute: number;
    breakStartMinute: number | null;
    breakEndMinute: number | null;
  }[];
  slotMinutes: number;
  meetingLink: string | null;
}

/** The form's starting values: each day's tick and times (10:00 to 17:00 for a day not set yet). */
function defaultsOf(hours: Hours): Record<string, string> {
  const values: Record<string, string> = {
    slot_minutes: String(hours.slotMinutes || DEFAULT_SLOT_MINUTES),
    meeting_link: hours.meetingLink ?? "",
  };
  for (const { weekday } of WEEKDAYS) {
    const day = hours.days.find((set) => set.weekday === weekday);
    if (day) values[`day_${weekday}`] = "on";
    values[`start_${weekday}`] = minuteToTime(day?.startMinute ?? 600);
    values[`end_${weekday}`] = minuteToTime(day?.endMinute ?? 1020);
    values[`break_start_${weekday}`] = day?.breakStartMinute == null ? "" : minuteToTime(day.breakStartMinute);
    values[`break_end_${weekday}`] = day?.breakEndMinute == null ? "" : minuteToTime(day.breakEndMinute);
  }
  return values;
}

/**
 * A counsellor's weekly hours: a row per day (ticked when open, with an optional break), "Copy
 * Monday to the other weekdays" under Monday (a submit button: it saves, with or without
 * JavaScript), the slot length and a meeting link.
 */
export function WeeklyHoursSection({
  hours,
  pageAnswer,
}: {
  hours: Hours;
  pageAnswer: AdminFormAnswer<unknown> | undefined;
}) {
  const defaultValue = defaultsOf(hours);
  const form = useSectionForm<typeof WeeklyHoursFormSchema>(pageAnswer, ["hours"], {
    // Built from what is saved, so a save (a copy of Monday's above all) starts the form again from it.
    id: `weekly-hours-${hashOf(defaultValue)}`,
    defaultValue,
  });
  // Each day's three fields by name, typed from the schema (`day_1`, `start_1`, `end_1`, …).
  const fields = form.fields;
  return (
    <section className="card" aria-labelledby="hours-heading">
      <h2 id="hours-heading">Weekly hours</h2>
      <form.fetcher.Form method="post" {...form.formProps} className="admin-form narrow-form weekly-hours-form">
        <input type="hidden" name="intent" value="hours" />
        <p className="muted small">A break, for lunch say, is optional: nobody can book you during it.</p>
        {WEEKDAYS.map(({ weekday, name }) => {
          const open = fields[`day_${weekday}`];
          return (
            <fieldset key={weekday} className="admin-fieldset weekday-hours">
              <legend>{name}</legend>
              <div className="check">
                <input
                  type="checkbox"
                  id={open.id}
                  name={open.name}
                  key={open.key}
                  defaultChecked={open.initialValue === "on"}
                />
                <label htmlFor={open.id}>Open for bookings</label>
              </div>
              <Field label="Start" type="time" step={300} meta={fields[`start_${weekday}`]} />
              <Field label="End" type="time" step={300} meta={fields[`end_${weekday}`]} />
              <Field label="Break from" type="time" step={300} meta={fields[`break_start_${weekday}`]} />
              <Field label="Break until" type="time" step={300} meta={fields[`break_end_${weekday}`]} />
              {weekday === 1 ? (
                <div className="copy-day">
                  <button type="submit" name="copy" value="monday" className="button button-ghost" disabled={form.busy}>
                    Copy Monday to the other weekdays
                  </button>
                  <p className="muted small">Saves, with Tuesday to Friday set as Monday is.</p>
                </div>
              ) : null}
            </fieldset>
          );
        })}
        <SelectField
          label="Slot length"
          meta={form.fields.slot_minutes}
          options={SLOT_LENGTHS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
        />
        <Field
          label="Meeting link"
          type="url"
          hint="Optional: your video meeting room. Without one, you call the student on their phone."
          placeholder="https://"
          meta={form.fields.meeting_link}
        />
        <AnswerAndSubmit form={form} label="Save hours" />
      </form.fetcher.Form>
    </section>
  );
}

/** A short stable name for a set of values (djb2), to key the form by what is saved. */
function hashOf(values: Record<string, string>): string {
  let hash = 5381;
  for (const char of JSON.stringify(values)) hash = ((hash << 5) + hash + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}
