/**
 * What a file really is, from its first bytes, whatever its name or declared type says: the one
 * check behind every upload (college logos, documents).
 */
export type SniffedType = "pdf" | "png" | "jpeg" | "webp";

export const CONTENT_TYPES: Record<SniffedType, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP") return "webp";
  // "%PDF-" at the very start: readers also accept it further in, which is how polyglot files hide.
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf";
  return undefined;
}
