import { useFetcher } from "react-router";
import { Field } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { useSectionForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import type { HolidayFormSchema } from "#app/features/counselling/availability-schema";
import { formatIndiaDay } from "#app/utils/india-time";

/** The days nobody can be booked: every signed-in person sees them; owners add and remove them. */
export function HolidaysSection({
  holidays,
  isOwner,
  pageAnswer,
}: {
  holidays: { day: string; note: string | null }[];
  isOwner: boolean;
  pageAnswer: AdminFormAnswer<unknown> | undefined;
}) {
  const add = useSectionForm<typeof HolidayFormSchema>(pageAnswer, ["add-holiday", "remove-holiday"], {
    id: "holiday",
  });
  return (
    <section className="card" aria-labelledby="holidays-heading">
      <h2 id="holidays-heading">Holidays</h2>
      <FormResult result={add.answer} />
      {holidays.length === 0 ? (
        <p>No holidays ahead.</p>
      ) : (
        <ul className="timeline-list">
          {holidays.map((holiday) => (
            <Holiday key={holiday.day} holiday={holiday} removable={isOwner} />
          ))}
        </ul>
      )}
      {isOwner ? (
        <add.fetcher.Form method="post" {...add.formProps} className="admin-form">
          <input type="hidden" name="intent" value="add-holiday" />
          <Field label="Date" type="date" meta={add.fields.day} />
          <Field label="Note" hint="Optional, e.g. Diwali" maxLength={100} meta={add.fields.note} />
          <button type="submit" className="button button-primary" disabled={add.busy}>
            Add holiday
          </button>
        </add.fetcher.Form>
      ) : (
        <p className="muted">Owners set the holidays.</p>
      )}
    </section>
  );
}

function Holiday({ holiday, removable }: { holiday: { day: string; note: string | null }; removable: boolean }) {
  const fetcher = useFetcher();
  const day = formatIndiaDay(holiday.day);
  return (
    <li>
      <strong>{day}</strong>
      {holiday.note ? ` · ${holiday.note}` : ""}
      {removable ? (
        <fetcher.Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="remove-holiday" />
          <input type="hidden" name="day" value={holiday.day} />
          <button type="submit" className="button button-ghost" disabled={fetcher.state !== "idle"}>
            Remove<span className="visually-hidden"> the holiday on {day}</span>
          </button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
