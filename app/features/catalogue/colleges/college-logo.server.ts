import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { DB } from "#app/db/db.server";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";

export const MAX_LOGO_BYTES = 1024 * 1024;
/** Refuse images that would decode to more pixels than this (a small file can still be a "pixel bomb"). */
const MAX_INPUT_PIXELS = 25_000_000;
const LOGO_SIZE = 256;

/** What the file really is, from its first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): "png" | "jpeg" | "webp" | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP") return "webp";
  return undefined;
}

/**
 * Checks an uploaded logo (PNG, JPEG or WebP up to 1 MB, by content; SVG and anything else
 * refused) and re-encodes it: at most 256 px square, WebP, metadata stripped. Re-encoding means
 * whatever else the file carried is not served.
 */
export async function processLogo(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new CatalogueError("invalid-reference", "Choose an image file to upload.", "logo");
  if (bytes.byteLength > MAX_LOGO_BYTES)
    throw new CatalogueError("invalid-reference", "The logo must be 1 MB or smaller.", "logo");
  if (!sniffImageType(bytes)) {
    throw new CatalogueError(
      "invalid-reference",
      "The logo must be a PNG, JPEG or WebP image (SVG is not accepted).",
      "logo",
    );
  }
  // Loaded on the first upload, not at start: most processes never re-encode a logo.
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new CatalogueError("invalid-reference", "This image could not be read. Please upload another file.", "logo");
  }
}

/** The logo stored for a college, if any (a page checks it again with collegeLogoPath before showing it). */
export async function storedCollegeLogo(db: DB, collegeId: number): Promise<string | null> {
  const college = await db.selectFrom("colleges").select("logo_path").where("id", "=", collegeId).executeTakeFirst();
  return college?.logo_path ?? null;
}

/** Stores the processed logo under a content-hashed name (so it can be cached for a year) and points the college at it. */
export async function saveCollegeLogo(
  db: DB,
  collegeId: number,
  bytes: Uint8Array,
  uploadDir: string,
): Promise<string> {
  const college = await db.selectFrom("colleges").select(["id", "slug"]).where("id", "=", collegeId).executeTakeFirst();
  if (!college) throw new CatalogueError("not-found", "This college no longer exists.");
  const webp = await processLogo(bytes);
  const hash = crypto.createHash("sha256").update(webp).digest("hex").slice(0, 16);
  const fileName = `${college.slug.slice(0, 60)}-${hash}.webp`;
  const dir = path.join(uploadDir, "logos");
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, fileName), webp);
  const logoPath = `/uploads/logos/${fileName}`;
  await db
    .updateTable("colleges")
    .set({ logo_path: logoPath, updated_at: now() })
    .where("id", "=", collegeId)
    .execute();
  return logoPath;
}
