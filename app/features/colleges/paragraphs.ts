/**
 * A long text as an admin typed it into a text area, as paragraphs of lines: a blank line (or
 * several, or one holding only spaces) starts a new paragraph, and a single line break stays a
 * line break inside its paragraph, as it looked in the box (an address, a short list). Spaces
 * around each line are dropped, and so are empty paragraphs: a text of only spaces has none.
 */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0);
}
