import zlib from "node:zlib";

/**
 * The names that make a PDF do something when opened, rather than show something: scripts,
 * launching programs, and files carried inside it.
 */
const ACTIVE_NAMES = new Map([
  ["JS", "javascript"],
  ["JavaScript", "javascript"],
  ["Launch", "launch"],
  ["EmbeddedFile", "embedded-file"],
  ["EmbeddedFiles", "embedded-file"],
] as const);

export type PdfFinding = "javascript" | "launch" | "embedded-file" | "encrypted";

/** A PDF name token: "/" and regular characters; "#xx" is a hex escape (/J#61vaScript is /JavaScript). */
const NAME = /\/([^\s/<>[\]()%{}\0]+)/g;
/** The type of an object stream: compressed objects, where a dictionary can hide from a scan of the raw bytes. */
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/g;
/** Inflated bytes read from object streams, in all: past this the file is refused as unreadable. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function findIn(text: string, found: Set<PdfFinding>): void {
  for (const match of text.matchAll(NAME)) {
    const finding = ACTIVE_NAMES.get(decodeName(match[1]!) as never);
    if (finding) found.add(finding);
  }
}

/**
 * What a PDF carries that we refuse (docs/decisions/047-documents-and-files-in-the-database.md):
 * the names /JS, /JavaScript, /Launch, /EmbeddedFile and /EmbeddedFiles, in the file's own bytes
 * and inside its Flate-compressed object streams; and encryption (/Encrypt), under which object
 * streams cannot be read. An object stream that does not inflate, or inflates past 64 MB in all,
 * is reported as "unreadable".
 */
export function pdfActiveContent(bytes: Uint8Array): { findings: PdfFinding[]; unreadable: boolean } {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const found = new Set<PdfFinding>();
  findIn(text, found);
  for (const match of text.matchAll(NAME)) if (decodeName(match[1]!) === "Encrypt") found.add("encrypted");
  let unreadable = false;
  let inflated = 0;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    // Its dictionary runs from "obj" before the type to "stream" after it; the data to "endstream".
    const keyword = /stream\r?\n/g;
    keyword.lastIndex = match.index;
    const opened = keyword.exec(text);
    const end = opened ? text.indexOf("endstream", opened.index) : -1;
    if (!opened || end < 0) {
      unreadable = true;
      break;
    }
    const dictionary = text.slice(Math.max(0, text.lastIndexOf(" obj", match.index)), opened.index);
    const start = opened.index + opened[0].length;
    const filters = dictionary.match(/\/Filter\s*(\[[^\]]*\]|\/\w+)/)?.[1]?.match(/\/\w+/g) ?? [];
    if (filters.length === 0) {
      findIn(text.slice(start, end), found);
      continue;
    }
    if (filters.length > 1 || filters[0] !== "/FlateDecode") {
      // Another filter, or a chain of them: not read here.
      unreadable = true;
      continue;
    }
    try {
      const out = zlib.inflateSync(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start), {
        maxOutputLength: MAX_INFLATED_BYTES - inflated,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
      inflated += out.byteLength;
      findIn(out.toString("latin1"), found);
    } catch {
      unreadable = true;
    }
  }
  return { findings: [...found], unreadable };
}
