import { readPdfObjects } from "./pdf/objects";
import { UnreadablePdf, valuesOf, type PdfValue } from "./pdf/syntax";

/**
 * The names that make a PDF do something when opened, rather than show something: scripts,
 * launching programs, actions on events, files carried inside it, Flash and XFA forms.
 */
const ACTIVE_NAMES = new Map([
  ["JS", "javascript"],
  ["JavaScript", "javascript"],
  ["Launch", "launch"],
  ["AA", "additional-actions"],
  ["EmbeddedFile", "embedded-file"],
  ["EmbeddedFiles", "embedded-file"],
  ["EF", "embedded-file"],
  ["RichMedia", "rich-media"],
  ["XFA", "xfa"],
  ["Encrypt", "encrypted"],
] as const);

export type PdfFinding =
  "javascript" | "launch" | "additional-actions" | "open-action" | "embedded-file" | "rich-media" | "xfa" | "encrypted";

/**
 * What a PDF carries that we refuse (docs/decisions/060-pdf-active-content.md): the names /JS,
 * /JavaScript, /Launch, /AA, /EmbeddedFile(s), /EF, /RichMedia and /XFA anywhere in the objects a
 * reader reads (names decoded, comments and strings skipped, object streams decoded), an
 * /OpenAction that is not a plain destination, and encryption (/Encrypt). "unreadable": the
 * scanner could not read the file as a reader would (pdf/objects.ts says what that covers), so
 * what it holds is unknown.
 */
export function pdfActiveContent(bytes: Uint8Array): { findings: PdfFinding[]; unreadable: boolean } {
  const found = new Set<PdfFinding>();
  const openActions: PdfValue[] = [];
  /** For each object number, whether each of its definitions is a plain destination (the only values kept). */
  const destinations = new Map<number, boolean[]>();
  const visit = (value: PdfValue, num?: number) => {
    findIn(value, found, openActions);
    if (num === undefined) return;
    const kinds = destinations.get(num) ?? [];
    kinds.push(value.kind !== "ref" && isDestination(value, destinations));
    destinations.set(num, kinds);
  };
  try {
    readPdfObjects(bytes, visit);
    if (openActions.some((action) => !isDestination(action, destinations))) found.add("open-action");
    return { findings: [...found], unreadable: false };
  } catch (error) {
    if (!(error instanceof UnreadablePdf)) throw error;
    // What was found before the scan stopped still says why (a password, a script).
    return { findings: [...found], unreadable: true };
  }
}

function findIn(value: PdfValue, found: Set<PdfFinding>, openActions: PdfValue[]): void {
  if (value.kind === "name") {
    addFinding(value.name, found);
  } else if (value.kind === "array") {
    for (const item of value.items) findIn(item, found, openActions);
  } else if (value.kind === "dict") {
    for (const [key, item] of value.entries) {
      addFinding(key, found);
      if (key === "OpenAction") openActions.push(item);
      findIn(item, found, openActions);
    }
  }
}

function addFinding(name: string, found: Set<PdfFinding>): void {
  const finding = ACTIVE_NAMES.get(name as never);
  if (finding) found.add(finding);
}

/**
 * Whether an /OpenAction only opens a page: a destination array (`[3 0 R /Fit]`), or a GoTo action
 * with no /Next, directly or through a reference every definition of which is one. Anything else
 * (JavaScript, a URI, a form submission, a reference to nothing) is refused.
 */
function isDestination(value: PdfValue, destinations: Map<number, boolean[]>): boolean {
  if (value.kind === "ref") {
    const kinds = destinations.get(value.num) ?? [];
    return kinds.length > 0 && kinds.every(Boolean);
  }
  if (value.kind === "array") return true;
  if (value.kind !== "dict") return false;
  const kinds = valuesOf(value, "S");
  const goTo = kinds.length === 1 && kinds[0]!.kind === "name" && kinds[0]!.name === "GoTo";
  return goTo && valuesOf(value, "Next").length === 0;
}
