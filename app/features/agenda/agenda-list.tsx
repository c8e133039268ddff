import { Link } from "react-router";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { formatIndiaDay } from "#app/utils/india-time";
import { leadPath, type AgendaEntry } from "./agenda-entry";

/**
 * When an entry is, as the lists say it: its time (or "All day") on the day the list is about,
 * its date and time on another; "Due" and "Uploaded" where they help.
 */
function whenText(entry: AgendaEntry, listDay: string): string {
  const at =
    entry.day === listDay
      ? (entry.time ?? "All day")
      : [formatIndiaDay(entry.day), entry.time].filter(Boolean).join(", ");
  if (entry.kind === "first_call") return `Due ${at}`;
  if (entry.kind === "document") return `Uploaded ${at}`;
  return at;
}

/** The entry's one tap: ring, join, review or open, its name saying whose (several sit on one page). */
function ActionLink({ entry }: { entry: AgendaEntry }) {
  const { label, href } = entry.action;
  const whose = <span className="visually-hidden"> {entry.leadName}</span>;
  if (label === "Open") {
    return (
      <Link to={href} className="button button-small button-ghost">
        {label}
        {whose}
      </Link>
    );
  }
  const external = label === "Join" ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={href} className="button button-small button-primary" {...external}>
      {label}
      {whose}
      {label === "Join" ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}

/**
 * A list of entries, each with its time, what it is, its lead (linked) and its action; or what is
 * empty, in words. `day`: the India day the list is about (today, or a day's heading).
 */
export function AgendaList({ entries, day, empty }: { entries: AgendaEntry[]; day: string; empty: string }) {
  if (entries.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="agenda-list">
      {entries.map((entry) => (
        <li key={entry.key}>
          <div className="agenda-text">
            <span className="agenda-when">
              {whenText(entry, day)}
              {entry.overdue ? <strong className="status status-overdue">Overdue</strong> : null}
            </span>
            <span>
              {entry.what} · <Link to={leadPath(entry.leadId)}>{entry.leadName}</Link>
            </span>
            {entry.detail ? <span className="muted small">{entry.detail}</span> : null}
          </div>
          <ActionLink entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/** Entries under a heading per India day ("Mon, 7 Dec 2026"), for the days ahead. */
export function AgendaDays({ entries }: { entries: AgendaEntry[] }) {
  const days = [...new Set(entries.map((entry) => entry.day))];
  return days.map((day) => (
    <section key={day} aria-labelledby={`day-${day}`} className="agenda-day">
      <h3 id={`day-${day}`}>{dayName(day)}</h3>
      <AgendaList entries={entries.filter((entry) => entry.day === day)} day={day} empty="" />
    </section>
  ));
}

const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });

/** "Monday, 7 Dec 2026": an India day with its weekday. */
export function dayName(day: string): string {
  return `${weekday.format(new Date(`${day}T00:00:00.000Z`))}, ${formatIndiaDay(day)}`;
}

/** The entries as one table (My calendar's seven days): when, what, the student, the details, the action. */
export function AgendaTable({ label, entries }: { label: string; entries: AgendaEntry[] }) {
  return (
    <TableScroll label={label}>
      <table>
        <ColumnHeads names={["When", "What", "Student", "Details", "Action"]} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.key}>
              <td>
                {formatIndiaDay(entry.day)}
                {entry.time ? `, ${entry.time}` : ""}
                {entry.overdue ? <strong className="overdue"> Overdue</strong> : null}
              </td>
              <td>{entry.what}</td>
              <td>
                <Link to={leadPath(entry.leadId)}>{entry.leadName}</Link>
              </td>
              <td>{entry.detail}</td>
              {/* The student's name already opens the lead: only a call or a meeting gets a button. */}
              <td>{entry.action.label === "Open" ? null : <ActionLink entry={entry} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
