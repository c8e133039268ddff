import { Field } from "#app/components/forms/field";
import { notADateMessage } from "#app/utils/filter-date";

/**
 * A date filter of an admin list (From, To): the day it filters by, or, when the address held
 * something that is not a date, an empty date picker with a message beside it saying that value
 * was ignored (app/utils/filter-date.ts).
 */
export function DateFilter({
  label,
  name,
  day,
  notADate,
}: {
  label: string;
  name: string;
  day: string | undefined;
  notADate: string | undefined;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="date"
      defaultValue={day ?? ""}
      error={notADate === undefined ? undefined : `${notADateMessage(notADate)}: ignored`}
    />
  );
}
