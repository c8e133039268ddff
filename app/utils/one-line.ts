/**
 * One-line fields (a name, a course, a city): what a person types there ends up in e-mails,
 * CSV exports and webhooks, so a line break or an invisible character is never taken from them.
 * A pasted tab or double space is only untidy, and is tidied; a line break, a control character
 * or a bidirectional override could reshape the text where it lands ("Ravi\n\nACTION NEEDED:
 * …" in an e-mail), and is refused with a message. Shared by the lead forms (zod/mini, in the
 * browser too) and the admin forms (zod), so both say the same.
 */
// C0 and C1 controls but the tab (line breaks among them), DEL, the zero-width space, the Unicode
// line and paragraph separators, the bidirectional embeddings, overrides and isolates, the word
// joiner and invisible operators, and the byte-order mark. Not the zero-width joiner and
// non-joiner (U+200C, U+200D): Devanagari spelling and emoji need them.
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_CHARACTERS_ALL =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200b\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;
const CONTROL_CHARACTERS =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200b\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;
/* eslint-enable no-control-regex */

// Runs of spaces of any width, tabs and no-break spaces among them.
const SPACES = /[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;

export const ONE_LINE_MESSAGE = "Please type this on one line, without special characters";

export function isOneLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** Spaces collapsed to one and trimmed: "Ravi   Kumar " is "Ravi Kumar". */
export function collapseSpaces(value: string): string {
  return value.replace(SPACES, " ").trim();
}

/**
 * A value nobody typed (a campaign tag from an address) made one line: control characters become
 * spaces, spaces collapse. Refusing would lose the enquiry over a tag the visitor never saw.
 */
export function asOneLine(value: string): string {
  return collapseSpaces(value.replace(CONTROL_CHARACTERS_ALL, " "));
}
