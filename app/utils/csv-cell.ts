/**
 * One CSV cell for a spreadsheet. A value a spreadsheet would run as a formula (starting =, +, -, @, tab or CR) gets a
 * leading apostrophe, so a visitor who types "=HYPERLINK(...)" into a form can't attack the
 * staff member who opens the export. Everything is quoted, quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
