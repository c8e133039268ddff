import crypto from "node:crypto";
import { CONTENT_TYPES, sniffFileType } from "#app/utils/file-type";
import { pdfActiveContent } from "#app/utils/pdf-active-content";
import { Refusal, type PublicRefusalCode, type Said } from "#app/utils/refusal";
import { MAX_DOCUMENT_BYTES } from "./document-schema";

/** Refuse images that would decode to more pixels than this (a small file can still be a "pixel bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface CheckedFile {
  data: Buffer;
  contentType: string;
  sha256: string;
  /** The name it is downloaded as: the uploaded name cleaned, with the extension of what it is. */
  fileName: string;
}

const refuse = (said: Said<PublicRefusalCode>) => new Refusal(said, { field: "file" });

/**
 * Checks an uploaded document and makes the copy we keep
 * (docs/decisions/047-documents-and-files-in-the-database.md): PDF, JPEG or PNG by content, up to
 * 10 MB; a PDF without scripts, launch actions, embedded files or encryption; an image turned
 * upright and re-encoded by sharp, so its EXIF (GPS, camera, time) does not survive.
 */
export async function checkDocumentFile(bytes: Uint8Array, uploadedName: string): Promise<CheckedFile> {
  if (bytes.byteLength === 0) throw refuse({ code: "documents.choose_file" });
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw refuse({ code: "documents.too_large" });
  const type = sniffFileType(bytes);
  if (type === "pdf") {
    const scan = pdfActiveContent(bytes);
    if (scan.findings.includes("encrypted")) throw refuse({ code: "documents.password_pdf" });
    if (scan.findings.length > 0) throw refuse({ code: "documents.active_pdf" });
    if (scan.unreadable) throw refuse({ code: "documents.unchecked_pdf" });
    const data = Buffer.from(bytes);
    return { data, contentType: CONTENT_TYPES.pdf, sha256: digest(data), fileName: cleanName(uploadedName, "pdf") };
  }
  if (type !== "jpeg" && type !== "png") throw refuse({ code: "documents.not_allowed_type" });
  // Loaded on the first image, not at start.
  const { default: sharp } = await import("sharp");
  let data: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    // No withMetadata: sharp writes none of the input's EXIF, XMP or IPTC.
    data = await (type === "jpeg" ? image.jpeg({ quality: 88, mozjpeg: true }) : image.png()).toBuffer();
  } catch {
    throw refuse({ code: "documents.unreadable_image" });
  }
  return {
    data,
    contentType: CONTENT_TYPES[type],
    sha256: digest(data),
    fileName: cleanName(uploadedName, type === "jpeg" ? "jpg" : "png"),
  };
}

function digest(data: Buffer): string {
  return crypto.createHash("sha256").update(data).digest("hex");
}

/** A file name safe in a header and on any disk: letters, digits, dot, dash, underscore; at most 80 characters. */
export function cleanName(uploadedName: string, extension: string): string {
  const base = uploadedName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${base || "document"}.${extension}`;
}
