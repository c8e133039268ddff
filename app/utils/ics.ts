import { addIndiaDays } from "#app/utils/india-time";

/**
 * A small iCalendar (RFC 5545) writer for all-day and timed events: what a phone calendar needs
 * to import an exam date, and a counsellor's feed of application steps
 * (docs/decisions/046-calendar-feed.md). Calendar apps are strict about the details, so they live
 * here, pure and tested: CRLF line ends, lines folded at 75 octets without splitting a character,
 * TEXT values escaped, times in UTC.
 */
interface EventBase {
  /** Stable per event, so importing the file again updates the event instead of adding a copy. */
  uid: string;
  /** When this copy of the event was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  url: string;
}

export interface AllDayEvent extends EventBase {
  /** YYYY-MM-DD */
  day: string;
  /** YYYY-MM-DD, for an event over several days (a registration window): its last day, included. */
  lastDay?: string;
}

/** An event at a time: its start and end instants, written in UTC. */
interface TimedEvent extends EventBase {
  start: Date;
  end: Date;
}

export type CalendarEvent = AllDayEvent | TimedEvent;

const CRLF = "\r\n";
/** RFC 5545 §3.1: a content line is at most 75 octets, not counting its CRLF. */
const MAX_LINE_OCTETS = 75;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function writeCalendar(calendar: { prodId: string; name?: string; events: readonly CalendarEvent[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.prodId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    // The name a subscribing calendar app gives the calendar (a common extension).
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

function eventLines(event: CalendarEvent): string[] {
  const when =
    "day" in event
      ? [
          // An all-day event: DTEND is exclusive, so a one-day event ends on the next day.
          `DTSTART;VALUE=DATE:${icsDate(event.day)}`,
          `DTEND;VALUE=DATE:${icsDate(addIndiaDays(event.lastDay ?? event.day, 1))}`,
        ]
      : [`DTSTART:${utcDateTime(event.start)}`, `DTEND:${utcDateTime(event.end)}`];
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value, not TEXT: its commas and semicolons are not escaped.
    `URL:${event.url}`,
    // A reminder of a date, not a meeting: it does not mark the day as busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n.
 * Other control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex -- the control characters TEXT forbids (tab is allowed)
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/**
 * Folds a content line (RFC 5545 §3.1): after at most 75 octets, CRLF and one space, which counts
 * towards the next line's 75. Breaks fall between characters (code points), never inside a
 * character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** 2027-01-21 -> 20270121 (a DATE value). */
function icsDate(day: string): string {
  if (!DAY.test(day)) throw new RangeError(`not a day: ${day}`);
  return day.replaceAll("-", "");
}

/** An instant as a UTC DATE-TIME: 20261125T085300Z. */
function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/**
 * A meeting invitation (RFC 5546, iTIP): `REQUEST` for a new or moved meeting, `CANCEL` when it
 * is called off. Calendar apps match updates by UID and keep the one with the highest SEQUENCE,
 * so every change of the same meeting keeps its UID and raises its sequence.
 */
export interface Invitation {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where it happens: a meeting link, or the office. */
  location?: string | null;
  url: string;
  /** Who organises it: the name is shown as the sender, the address is where replies go. */
  organizer: { name: string; email: string };
  /** Without a name, an attendee is shown by address alone. */
  attendees: readonly { name?: string; email: string }[];
}

export function writeInvitation(prodId: string, invitation: Invitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(prodId)}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${invitation.method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(invitation.uid)}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcDateTime(invitation.stamp)}`,
    `DTSTART:${utcDateTime(invitation.start)}`,
    `DTEND:${utcDateTime(invitation.end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    ...(invitation.location ? [`LOCATION:${escapeText(invitation.location)}`] : []),
    `URL:${invitation.url}`,
    `ORGANIZER;CN=${paramValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    ...invitation.attendees.map(
      (attendee) =>
        `ATTENDEE${attendee.name ? `;CN=${paramValue(attendee.name)}` : ""};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${attendee.email}`,
    ),
    `STATUS:${invitation.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A parameter value (RFC 5545 §3.2): quoted, with no double quotes or control characters inside. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in a parameter
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}
