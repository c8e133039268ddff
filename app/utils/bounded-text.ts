import { z } from "zod";
import { collapseSpaces, isOneLine, ONE_LINE_MESSAGE } from "./one-line";

/**
 * The start of every text field a user fills in: trimmed, then its length checked before any
 * pattern or refinement looks at it. `abort` stops zod at a too-long value, so a pattern only
 * ever sees at most `max` characters and a megabyte of dots costs a length check, not a regex
 * backtracking through it (docs/security.md, "Slow validation").
 */
export const boundedText = (max: number, tooLong = `Keep this under ${max} characters`, missing?: string) =>
  z
    .string({ error: missing ?? NOT_TEXT })
    .trim()
    .max(max, { message: tooLong, abort: true });

/**
 * What a text field says when a post left it out or sent something else in it (a file, say),
 * which no browser does with the form as served: in words a person reads, not zod's "expected
 * string, received undefined". A field can say better with `missing`.
 */
export const NOT_TEXT = "Fill in this field";

/**
 * A public form's text fields as a browser sends them: each of `names` that a hand-made post
 * left out reads as empty, so the field's own rule answers in the page's words (zod's own
 * "expected string, received undefined" is English on every page).
 */
export const withTextFieldsSent = <T extends z.ZodType>(names: readonly string[], schema: T) =>
  z.preprocess(
    (input) =>
      input !== null && typeof input === "object"
        ? { ...Object.fromEntries(names.map((name) => [name, ""])), ...input }
        : input,
    schema,
  );

/**
 * A one-line field (a name, a title), from a boundedText with its own checks: line breaks and
 * control characters refused, runs of spaces collapsed (app/utils/one-line.ts).
 */
export const oneLine = (schema: z.ZodString) => schema.refine(isOneLine, ONE_LINE_MESSAGE).transform(collapseSpaces);

/**
 * An http(s) web address with a dotted host, e.g. https://www.iitb.ac.in. Checked by the URL
 * parser, which runs in linear time, not by a pattern with overlapping repeats.
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname.includes(".") && !url.hostname.endsWith(".");
  } catch {
    return false;
  }
}

/**
 * The spec's "simple {email} pattern": something@something.something, no spaces. Written as
 * separate dot-free labels so no two repeats can match the same characters.
 */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const isSimpleEmail = (value: string) => SIMPLE_EMAIL.test(value);
