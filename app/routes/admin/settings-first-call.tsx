import { href, Link } from "react-router";
import { FormScreen } from "#app/components/admin/form-screen";
import { CheckboxGroupField, Field } from "#app/components/forms/field";
import {
  FirstCallClockFormSchema,
  firstCallClockFormValues,
  WORKING_DAY_OPTIONS,
} from "#app/features/settings/first-call-clock";
import { getFirstCallClock, saveFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/settings-first-call";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "First-call clock | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ values: firstCallClockFormValues(await getFirstCallClock(db)) }), {
    ownerOnly: true,
  });

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: FirstCallClockFormSchema,
      mutate: (settings, { db, admin }) => saveFirstCallClock(db, settings, admin),
      messages: {
        invalid: "Please correct the fields marked above.",
        done: "Saved. New leads from now on get this clock.",
      },
    },
    { ownerOnly: true },
  );

/** Owners' working hours and first-call targets (docs/decisions/052-first-call-clock.md). */
export default function FirstCallClockSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormScreen<typeof FirstCallClockFormSchema>
      title="First-call clock"
      intro={
        <>
          How soon a new enquiry must get its first call. The clock counts only working hours, in India time. A lead not
          called in time is marked <strong>Overdue for first call</strong>, and its counsellor and every owner get one
          e-mail. Part of the <Link to={href("/Admin/settings")}>site settings</Link>.
        </>
      }
      answer={actionData}
      defaultValue={loaderData.values}
      submitLabel="Save the clock"
    >
      {(fields) => (
        <>
          {/* A row of its own: beside it, the next field would stretch to its height. */}
          <div className="wide-field">
            <CheckboxGroupField label="Working days" meta={fields.days} options={WORKING_DAY_OPTIONS} />
          </div>
          <Field label="Day starts at" meta={fields.start} type="time" />
          <Field
            label="Day ends at"
            hint="00:00 means midnight, at the end of the day."
            meta={fields.end}
            type="time"
          />
          <Field
            label="First call within (working minutes)"
            meta={fields.targetMinutes}
            inputMode="numeric"
            maxLength={5}
          />
          <Field
            label="Pass to the next counsellor after (working minutes)"
            hint="Optional. A lead still not called by then goes to the next counsellor in turn. Leave empty to keep it with its counsellor."
            meta={fields.reassignAfterMinutes}
            inputMode="numeric"
            maxLength={5}
          />
        </>
      )}
    </FormScreen>
  );
}
