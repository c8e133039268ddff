/**
 * PDF object syntax (ISO 32000-1, 7.2 and 7.3) read the way a reader's lexer reads it: whitespace
 * and comments between tokens, literal strings with nested parentheses and backslash escapes, hex
 * strings, names with #xx escapes, numbers, arrays, dictionaries and "N G R" references. Anything
 * else is an UnreadablePdf: the active-content scan refuses what it cannot read
 * (docs/decisions/060-pdf-active-content.md).
 */

/** A PDF the scanner cannot read the way a reader would: the file is refused as "unreadable". */
export class UnreadablePdf extends Error {}

export type PdfDict = { kind: "dict"; entries: [string, PdfValue][] };
export type PdfValue =
  | { kind: "number"; value: number }
  | { kind: "name"; name: string }
  | { kind: "string" }
  | { kind: "constant" }
  | { kind: "ref"; num: number }
  | { kind: "array"; items: PdfValue[] }
  | PdfDict;

export type Token =
  | { type: "number"; value: number; start: number }
  | { type: "name"; name: string; start: number }
  | { type: "string" | "<<" | ">>" | "[" | "]" | "eof"; start: number }
  | { type: "keyword"; word: string; start: number };

/**
 * Tokens and characters read in all by one scan (the 10 MB file and at most 64 MB decoded, each
 * read about once): past either, the file is unreadable. Object streams' offsets and xref entries
 * can point a lexer at the same long string or name again and again.
 */
const MAX_TOKENS = 20_000_000;
const MAX_CHARACTERS = 512 * 1024 * 1024;
/** Arrays and dictionaries nested deeper than this are no document's. */
const MAX_DEPTH = 100;

/** Shared by every lexer of one scan. */
export class Work {
  tokens = 0;
  characters = 0;

  count(characters: number): void {
    this.characters += characters;
    if (++this.tokens > MAX_TOKENS || this.characters > MAX_CHARACTERS) throw new UnreadablePdf("too much to read");
  }
}

const isWhitespace = (code: number) =>
  code === 0x00 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d || code === 0x20;
const DELIMITERS = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));
export const isRegular = (code: number) => !Number.isNaN(code) && !isWhitespace(code) && !DELIMITERS.has(code);
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** A name's bytes with "#xx" decoded (/J#61vaScript is /JavaScript); a "#" without two hex digits stays. */
function decodeName(raw: string): string {
  if (!raw.includes("#")) return raw;
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Tokens of `text` (bytes as latin1) from `pos`. */
export class Lexer {
  constructor(
    readonly text: string,
    public pos: number,
    private readonly work: Work,
  ) {}

  /** Past whitespace and comments (a comment runs to the end of its line). */
  skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const code = text.charCodeAt(this.pos);
      if (isWhitespace(code)) this.pos++;
      else if (code === 0x25) {
        let c = code;
        while (this.pos < text.length && c !== 0x0a && c !== 0x0d) c = text.charCodeAt(++this.pos);
      } else break;
    }
  }

  next(): Token {
    const from = this.pos;
    const token = this.read();
    this.work.count(this.pos - from);
    return token;
  }

  private read(): Token {
    this.skipSpace();
    const { text } = this;
    const start = this.pos;
    if (start >= text.length) return { type: "eof", start };
    const char = text[start];
    if (char === "(") {
      this.pos = this.endOfLiteralString(start);
      return { type: "string", start };
    }
    if (char === "<" || char === ">") {
      if (text[start + 1] === char) {
        this.pos = start + 2;
        return { type: char === "<" ? "<<" : ">>", start };
      }
      const end = text.indexOf(">", start);
      if (char === ">" || end < 0) throw new UnreadablePdf(`stray ${char} at ${start}`);
      this.pos = end + 1;
      return { type: "string", start };
    }
    if (char === "[" || char === "]") {
      this.pos = start + 1;
      return { type: char, start };
    }
    let end = char === "/" ? start + 1 : start;
    while (isRegular(text.charCodeAt(end))) end++;
    this.pos = end;
    if (char === "/") return { type: "name", name: decodeName(text.slice(start + 1, end)), start };
    const word = text.slice(start, end);
    if (word === "") throw new UnreadablePdf(`stray ${char} at ${start}`);
    return NUMBER.test(word) ? { type: "number", value: Number(word), start } : { type: "keyword", word, start };
  }

  /** Where the literal string opening at `start` ends: balanced parentheses, a backslash escapes the next byte. */
  private endOfLiteralString(start: number): number {
    const { text } = this;
    let depth = 0;
    for (let i = start; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x5c)
        i++; // a backslash escapes the next byte
      else if (code === 0x28) depth++;
      else if (code === 0x29 && --depth === 0) return i + 1;
    }
    throw new UnreadablePdf(`unterminated string at ${start}`);
  }

  /** The next token, which must be `word`. */
  expectKeyword(word: string): void {
    const token = this.next();
    if (token.type !== "keyword" || token.word !== word) throw new UnreadablePdf(`expected ${word} at ${token.start}`);
  }

  /** The next token, which must be a non-negative integer. */
  expectInteger(): number {
    const token = this.next();
    if (token.type !== "number" || !isCount(token.value))
      throw new UnreadablePdf(`expected an integer at ${token.start}`);
    return token.value;
  }

  /** One value (an indirect reference "N G R" included); `first` if its first token is already read. */
  value(first: Token = this.next(), depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new UnreadablePdf("nested too deep");
    switch (first.type) {
      case "number":
        return this.referenceAfter(first.value) ?? { kind: "number", value: first.value };
      case "name":
        return { kind: "name", name: first.name };
      case "string":
        return { kind: "string" };
      case "[": {
        const items: PdfValue[] = [];
        for (let token = this.next(); token.type !== "]"; token = this.next()) items.push(this.value(token, depth + 1));
        return { kind: "array", items };
      }
      case "<<": {
        const entries: [string, PdfValue][] = [];
        for (let token = this.next(); token.type !== ">>"; token = this.next()) {
          if (token.type !== "name") throw new UnreadablePdf(`a dictionary key that is not a name at ${token.start}`);
          entries.push([token.name, this.value(this.next(), depth + 1)]);
        }
        return { kind: "dict", entries };
      }
      case "keyword":
        if (first.word === "true" || first.word === "false" || first.word === "null") return { kind: "constant" };
    }
    throw new UnreadablePdf(`unexpected ${first.type === "keyword" ? first.word : first.type} at ${first.start}`);
  }

  /** "N G R" when `num` is followed by a generation and R; the lexer is left where it was otherwise. */
  private referenceAfter(num: number): PdfValue | undefined {
    if (!isCount(num)) return undefined;
    const saved = this.pos;
    const gen = this.next();
    if (gen.type === "number" && isCount(gen.value)) {
      const r = this.next();
      if (r.type === "keyword" && r.word === "R") return { kind: "ref", num };
    }
    this.pos = saved;
    return undefined;
  }
}

/** A non-negative integer: an object number, a generation, a count or an offset. */
export const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/** The values of `key` in a dictionary, all of them: a key given twice is read differently by different readers. */
export const valuesOf = (dict: PdfDict, key: string) => dict.entries.filter(([k]) => k === key).map(([, v]) => v);

/** The one value of `key`, undefined when absent; given twice, unreadable. */
export function entryOf(dict: PdfDict, key: string): PdfValue | undefined {
  const values = valuesOf(dict, key);
  if (values.length > 1) throw new UnreadablePdf(`/${key} given twice`);
  return values[0];
}

/** The direct integer value of `key`, undefined when absent or anything else. */
export function integerOf(dict: PdfDict, key: string): number | undefined {
  const value = entryOf(dict, key);
  return value?.kind === "number" && isCount(value.value) ? value.value : undefined;
}
