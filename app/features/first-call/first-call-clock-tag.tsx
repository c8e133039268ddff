import { formatIndiaDateTime } from "#app/utils/india-time";
import { firstCallClockText, type FirstCallClock } from "./first-call-clock";

/**
 * A lead's first-call clock in words, for the inbox's row and (`long`, with the time it is due
 * and whether the call beat the target) the lead's page. Overdue is said in words and marked
 * like an overdue follow-up, not shown by colour alone.
 */
export function FirstCallClockTag({ clock, long = false }: { clock: FirstCallClock | undefined; long?: boolean }) {
  if (!clock) return null;
  const text = firstCallClockText(clock);
  if (clock.state === "overdue") return <span className="status status-overdue first-call-overdue">{text}</span>;
  const detail = !long
    ? ""
    : clock.state === "due"
      ? ` (by ${formatIndiaDateTime(clock.dueAt)})`
      : clock.withinTarget
        ? ", within the target"
        : ", later than the target";
  return (
    <span className="first-call-clock">
      {text}
      {detail}
    </span>
  );
}
