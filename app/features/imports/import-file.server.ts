import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { sniffFileType } from "#app/utils/file-type";
import { Refusal } from "#app/utils/refusal";
import { MAX_IMPORT_BYTES } from "./import-schema";

/**
 * Reading an imported CSV: UTF-8 with or without a byte-order mark, comma-separated, a header
 * row. Rows are streamed through csv-parse, so a 50,000-row file is never a 50,000-element array.
 */

/** The most data rows one file may hold; a larger export can be split. */
export const MAX_IMPORT_ROWS = 100_000;

/** The header row, after checking that the bytes are a CSV at all. Refusals are on the field `file`. */
export async function readHeaders(bytes: Uint8Array): Promise<string[]> {
  if (bytes.length === 0) throw new Refusal({ code: "imports.empty_file" }, { field: "file" });
  if (bytes.length > MAX_IMPORT_BYTES) throw new Refusal({ code: "imports.too_large" }, { field: "file" });
  // A spreadsheet saved as .xlsx, a PDF or a picture: say what to do rather than read noise.
  if (sniffFileType(bytes) || isZip(bytes) || bytes.includes(0))
    throw new Refusal(
      { code: "imports.not_csv" },
      {
        field: "file",
      },
    );
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(
      { code: "imports.not_utf8" },
      {
        field: "file",
      },
    );
  }
  try {
    for await (const { cells } of readRecords(bytes, 0)) {
      const headers = cells.map((cell) => cell.trim());
      if (headers.every((header) => !header)) break;
      return headers;
    }
  } catch (error) {
    // The parser reads the whole first chunk before it hands over the header row, so a quote
    // left open anywhere in it is found here, at upload: the form's message, never a 500.
    if (error instanceof UnreadableCsv)
      throw new Refusal({ code: "imports.unreadable", problem: error.message }, { field: "file" });
    throw error;
  }
  throw new Refusal({ code: "imports.no_header_row" }, { field: "file" });
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A data row as the file has it, numbered as a spreadsheet shows it (the header is row 1). */
export interface FileRow {
  row: number;
  cells: string[];
}

/** The data rows after the header, from the `skip`-th on (a continued import), blank rows left out but counted. */
export async function* readDataRows(bytes: Uint8Array, skip = 0): AsyncGenerator<FileRow> {
  let seen = 0;
  for await (const record of readRecords(bytes, 1)) {
    seen++;
    if (seen <= skip) continue;
    if (record.cells.every((cell) => !cell.trim())) continue;
    yield record;
  }
}

/**
 * The file with each record that `drop` picks emptied (a blank line, which readDataRows leaves
 * out but counts, so every other row keeps its number), written back as CSV with every cell
 * quoted; `dropped` counts them. For taking an erased person out of a stored import.
 */
export async function withRecordsBlanked(
  bytes: Uint8Array,
  drop: (cells: readonly string[]) => boolean,
): Promise<{ bytes: Uint8Array; dropped: number }> {
  const lines: string[] = [];
  let dropped = 0;
  for await (const { cells } of readRecords(bytes, 0)) {
    if (drop(cells)) {
      dropped++;
      lines.push("");
    } else lines.push(cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","));
  }
  return { bytes: dropped === 0 ? bytes : new TextEncoder().encode(`${lines.join("\r\n")}\r\n`), dropped };
}

/** The file could not be read as CSV (a quote never closed, say): the dry run says where. */
export class UnreadableCsv extends Error {}

async function* readRecords(bytes: Uint8Array, fromRecord: number): AsyncGenerator<FileRow> {
  const parser = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]).pipe(
    parse({ bom: true, delimiter: ",", relax_column_count: true, skip_empty_lines: false, from: fromRecord + 1 }),
  );
  let row = fromRecord;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, cells };
    }
  } catch (error) {
    throw new UnreadableCsv(unreadableMessage(error as { code?: string; lines?: number }));
  }
}

/** What to fix, from csv-parse's error: a quote left open, or a quote inside a cell that is not quoted as a whole. */
function unreadableMessage(error: { code?: string; lines?: number }): string {
  const near = error.lines ? ` near line ${error.lines}` : "";
  if (error.code === "CSV_INVALID_CLOSING_QUOTE" || error.code === "INVALID_OPENING_QUOTE")
    return `The file could not be read as CSV${near}: check for a quote (") inside a cell. Put the whole cell in quotes and write a quote inside it twice ("").`;
  return `The file could not be read as CSV${near}: check for a quote (") that is never closed.`;
}
