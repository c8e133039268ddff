import { decodeStream, DecodeBudget } from "./filters";
import {
  entryOf,
  integerOf,
  isCount,
  isRegular,
  Lexer,
  UnreadablePdf,
  valuesOf,
  Work,
  type PdfDict,
  type PdfValue,
} from "./syntax";

/**
 * Every object of a PDF that a reader could act on, found the way readers find them
 * (docs/decisions/060-pdf-active-content.md): the file read from its start as a sequence of
 * "N G obj … endobj" (streams skipped by /Length when it is direct and right, else to
 * "endstream"), cross-reference tables, trailers and startxref; then the objects inside every
 * object stream, each parsed at the offset its stream's header gives, as a reader fetches it.
 *
 * A reader may also find objects where this sequence does not: at an offset its cross-reference
 * table gives, or, repairing a broken file, at any "N G obj" in the bytes. Both are closed off:
 * any "N G obj" in the raw bytes (inside a string, a comment or a stream's data, say) that is not
 * one of the objects read here, and any cross-reference entry that names an object at a place
 * where none of them starts, leave the file unreadable. A stream is an object stream when its
 * dictionary says /Type /ObjStm, when it has /N and /First, or when a cross-reference stream
 * points into it (pdf.js reads it as one then, whatever its /Type says).
 */
/** A stream object: its number, dictionary and (undecoded) data. */
interface StreamObject {
  num: number;
  dict: PdfDict;
  data: Buffer;
}

/** Called with every value a reader could read, and the object's number when it is an object (not a trailer). */
export type Visit = (value: PdfValue, num?: number) => void;

interface XrefEntry {
  num: number;
  /** 1: at an offset in the file; 2: inside an object stream. */
  type: number;
  /** The offset (type 1) or the object stream's number (type 2). */
  where: number;
  gen: number;
}

/** Calls `visit` with every value a reader could read: objects, trailers, cross-reference streams' dictionaries. */
export function readPdfObjects(bytes: Uint8Array, visit: Visit): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString("latin1");
  const work = new Work();
  const file = readTopLevel(buffer, text, work, visit);
  checkObjectHeaders(text, file.starts);

  const entries = file.tableEntries;
  const budget = new DecodeBudget();
  for (const { dict, data } of file.streams) {
    if (hasKey(dict, "W") || isType(dict, "XRef")) xrefStreamEntries(decodeStream(data, dict, budget), dict, entries);
  }
  checkOffsets(text, work, entries, file.starts);

  const containers = new Set(entries.filter((entry) => entry.type === 2).map((entry) => entry.where));
  for (const { num, dict, data } of file.streams) {
    const holdsObjects = isType(dict, "ObjStm") || (hasKey(dict, "N") && hasKey(dict, "First"));
    if (holdsObjects || containers.has(num)) readObjectStream(decodeStream(data, dict, budget), dict, work, visit);
  }
}

const hasKey = (dict: PdfDict, key: string) => dict.entries.some(([k]) => k === key);
const isType = (dict: PdfDict, type: string) =>
  valuesOf(dict, "Type").some((value) => value.kind === "name" && value.name === type);

/** The file from its first byte to its last, strictly: anything but objects, xref tables, trailers and startxref is unreadable. */
function readTopLevel(buffer: Buffer, text: string, work: Work, visit: Visit) {
  const lexer = new Lexer(text, 0, work);
  const streams: StreamObject[] = [];
  /** Where each object's "N G obj" starts. */
  const starts = new Set<number>();
  const tableEntries: XrefEntry[] = [];
  for (let token = lexer.next(); token.type !== "eof"; token = lexer.next()) {
    if (token.type === "number" && isCount(token.value)) {
      const num = token.value;
      lexer.expectInteger();
      lexer.expectKeyword("obj");
      const value = lexer.value();
      const after = lexer.next();
      if (after.type === "keyword" && after.word === "stream") {
        if (value.kind !== "dict") throw new UnreadablePdf(`a stream without a dictionary at ${token.start}`);
        streams.push({ num, dict: value, data: streamData(buffer, lexer, value) });
        lexer.expectKeyword("endobj");
      } else if (after.type !== "keyword" || after.word !== "endobj") {
        throw new UnreadablePdf(`object ${num} without endobj`);
      }
      starts.add(token.start);
      visit(value, num);
    } else if (token.type === "keyword" && token.word === "xref") {
      xrefTable(lexer, tableEntries);
    } else if (token.type === "keyword" && token.word === "trailer") {
      const trailer = lexer.value();
      if (trailer.kind !== "dict") throw new UnreadablePdf("a trailer that is not a dictionary");
      visit(trailer);
    } else if (token.type === "keyword" && token.word === "startxref") {
      lexer.expectInteger();
    } else {
      throw new UnreadablePdf(`unexpected ${token.type} at ${token.start}`);
    }
  }
  return { streams, starts, tableEntries };
}

/**
 * A stream's data, the lexer left after "endstream". Its data starts after the end of the line
 * "stream" is on; it runs for /Length bytes when /Length is a direct integer and "endstream"
 * follows them, else to the first "endstream" (as pdf.js reads it).
 */
function streamData(buffer: Buffer, lexer: Lexer, dict: PdfDict): Buffer {
  const { text } = lexer;
  let start = lexer.pos;
  while (start < text.length && text[start] !== "\r" && text[start] !== "\n") start++;
  if (text[start] === "\r" && text[start + 1] === "\n") start += 2;
  else if (start < text.length) start++;
  const length = integerOf(dict, "Length");
  if (length !== undefined && start + length <= text.length) {
    lexer.pos = start + length;
    lexer.skipSpace();
    const end = lexer.pos + "endstream".length;
    if (text.startsWith("endstream", lexer.pos) && !isRegular(text.charCodeAt(end))) {
      lexer.pos = end;
      return buffer.subarray(start, start + length);
    }
  }
  const end = text.indexOf("endstream", start);
  if (end < 0) throw new UnreadablePdf("a stream without endstream");
  lexer.pos = end + "endstream".length;
  return buffer.subarray(start, end);
}

/** Adds the entries of a cross-reference table: after "xref", sections of "first count" and count lines "offset gen n|f". */
function xrefTable(lexer: Lexer, entries: XrefEntry[]): void {
  for (;;) {
    const saved = lexer.pos;
    const first = lexer.next();
    if (first.type !== "number" || !isCount(first.value)) {
      lexer.pos = saved;
      return;
    }
    const count = lexer.expectInteger();
    for (let i = 0; i < count; i++) {
      const where = lexer.expectInteger();
      const gen = lexer.expectInteger();
      const kind = lexer.next();
      if (kind.type !== "keyword" || (kind.word !== "n" && kind.word !== "f")) {
        throw new UnreadablePdf(`a cross-reference line without n or f at ${kind.start}`);
      }
      if (kind.word === "n") entries.push({ num: first.value + i, type: 1, where, gen });
    }
  }
}

/** Adds the entries of a cross-reference stream (ISO 32000-1, 7.5.8): rows of /W widths, numbered by /Index. */
function xrefStreamEntries(data: Buffer, dict: PdfDict, entries: XrefEntry[]): void {
  const widths = integers(entryOf(dict, "W"), "W");
  if (widths.length !== 3 || widths.some((width) => width > 8)) throw new UnreadablePdf("/W is not three widths");
  const index = integers(entryOf(dict, "Index") ?? { kind: "array", items: [] }, "Index");
  const size = integerOf(dict, "Size");
  if (index.length === 0) {
    if (size === undefined) throw new UnreadablePdf("a cross-reference stream without /Size");
    index.push(0, size);
  }
  const rowBytes = widths[0]! + widths[1]! + widths[2]!;
  if (rowBytes === 0) throw new UnreadablePdf("/W of no bytes");
  const field = (at: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + data[at + i]!;
    return value;
  };
  let at = 0;
  for (let section = 0; section + 1 < index.length; section += 2) {
    for (let i = 0; i < index[section + 1]! && at + rowBytes <= data.byteLength; i++, at += rowBytes) {
      const type = widths[0] === 0 ? 1 : field(at, widths[0]!);
      const where = field(at + widths[0]!, widths[1]!);
      const gen = field(at + widths[0]! + widths[1]!, widths[2]!);
      if (type === 1 || type === 2) entries.push({ num: index[section]! + i, type, where, gen });
    }
  }
}

function integers(value: PdfValue | undefined, key: string): number[] {
  if (value?.kind !== "array") throw new UnreadablePdf(`/${key} is not an array`);
  return value.items.map((item) => {
    if (item.kind !== "number" || !isCount(item.value)) throw new UnreadablePdf(`/${key} holds a non-integer`);
    return item.value;
  });
}

/**
 * Any "N G obj" in the raw bytes that is not an object read above: what a reader repairing the
 * file (a broken or missing xref, which the sender chooses) would find, hidden in a string, a
 * comment or a stream's data. Comments may stand between the tokens; numbers may be signed or
 * have a point ("5.0" is 5 to pdf.js). Matches start only where a run of number characters does,
 * which keeps the search linear.
 */
const SEPARATOR = String.raw`(?:[\0\s]|%[^\r\n]*[\r\n])+`;
const NUMBER_RUN = String.raw`(?<![+\-.\d])[+\-]?[.\d]+`;
const OBJECT_HEADER = new RegExp(`${NUMBER_RUN}${SEPARATOR}[+\\-]?[.\\d]+${SEPARATOR}obj(?![A-Za-z0-9_])`, "g");

function checkObjectHeaders(text: string, starts: Set<number>): void {
  for (const match of text.matchAll(OBJECT_HEADER)) {
    if (!starts.has(match.index)) throw new UnreadablePdf(`an object header hidden at ${match.index}`);
  }
}

/**
 * Each cross-reference entry that leads a reader to "N G obj" (the number and generation it
 * expects) must lead to one of the objects read above, at its start. An entry that leads
 * elsewhere makes a reader give up on the table and repair the file, which finds the objects
 * checkObjectHeaders allowed.
 */
function checkOffsets(text: string, work: Work, entries: XrefEntry[], starts: Set<number>): void {
  for (const entry of entries) {
    if (entry.type !== 1 || entry.where >= text.length) continue;
    const lexer = new Lexer(text, entry.where, work);
    const num = lexer.next();
    const gen = lexer.next();
    const obj = lexer.next();
    const header =
      num.type === "number" &&
      num.value === entry.num &&
      gen.type === "number" &&
      gen.value === entry.gen &&
      obj.type === "keyword" &&
      obj.word === "obj";
    if (header && !starts.has(num.start)) throw new UnreadablePdf(`object ${entry.num} is not where the xref says`);
  }
}

/**
 * The objects of an object stream (ISO 32000-1, 7.5.7): /N pairs "number offset", then each
 * object at /First plus its offset, read there as a reader fetches it. An object followed by
 * "stream" is unreadable (the standard forbids streams in object streams; a lenient reader might
 * make one).
 */
function readObjectStream(data: Buffer, dict: PdfDict, work: Work, visit: Visit) {
  const count = integerOf(dict, "N");
  const first = integerOf(dict, "First");
  if (count === undefined || first === undefined) throw new UnreadablePdf("an object stream without /N or /First");
  const text = data.toString("latin1");
  const lexer = new Lexer(text, 0, work);
  const header: [number, number][] = [];
  for (let i = 0; i < count; i++) header.push([lexer.expectInteger(), lexer.expectInteger()]);
  for (const [num, offset] of header) {
    if (first + offset >= text.length) throw new UnreadablePdf(`object ${num} beyond its object stream`);
    const objectLexer = new Lexer(text, first + offset, work);
    visit(objectLexer.value(), num);
    const after = objectLexer.next();
    if (after.type === "keyword" && after.word === "stream") throw new UnreadablePdf("a stream in an object stream");
  }
}
