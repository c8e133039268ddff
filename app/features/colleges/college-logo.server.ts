import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { DB } from "#app/db/db.server";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";
import { CONTENT_TYPES, sniffFileType } from "#app/utils/file-type";

/** Where a logo is served: /uploads/logos/<content-hashed file name>. */
const LOGO_PATH_PREFIX = "/uploads/logos/";

export const MAX_LOGO_BYTES = 1024 * 1024;
/** Refuse images that would decode to more pixels than this (a small file can still be a "pixel bomb"). */
const MAX_INPUT_PIXELS = 25_000_000;
const LOGO_SIZE = 256;

/** What an image really is, from its first bytes (app/utils/file-type.ts); anything but PNG, JPEG or WebP is none. */
export function sniffImageType(bytes: Uint8Array): "png" | "jpeg" | "webp" | undefined {
  const type = sniffFileType(bytes);
  return type === "pdf" ? undefined : type;
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

/**
 * Stores the processed logo in the database under a content-hashed name (so it can be cached for
 * a year, and any process on any machine serves it) and points the college at it.
 */
export async function saveCollegeLogo(db: DB, collegeId: number, bytes: Uint8Array): Promise<string> {
  const college = await db.selectFrom("colleges").select(["id", "slug"]).where("id", "=", collegeId).executeTakeFirst();
  if (!college) throw new CatalogueError("not-found", "This college no longer exists.");
  const webp = await processLogo(bytes);
  const hash = crypto.createHash("sha256").update(webp).digest("hex").slice(0, 16);
  const fileName = `${college.slug.slice(0, 60)}-${hash}.webp`;
  const logoPath = `${LOGO_PATH_PREFIX}${fileName}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("college_logos")
      .values({ file_name: fileName, content_type: CONTENT_TYPES.webp, data: webp, created_at: now() })
      .onConflict((oc) => oc.column("file_name").doNothing())
      .execute();
    await trx
      .updateTable("colleges")
      .set({ logo_path: logoPath, updated_at: now() })
      .where("id", "=", collegeId)
      .execute();
  });
  return logoPath;
}

/** A logo's bytes by its file name, as /uploads/logos/<name> serves them; undefined when none is stored. */
export async function collegeLogoFile(db: DB, fileName: string) {
  return db
    .selectFrom("college_logos")
    .select(["content_type", "data"])
    .where("file_name", "=", fileName)
    .executeTakeFirst();
}

/** A logo file name as saveCollegeLogo makes them (and nothing that could climb out of a folder). */
const LOGO_FILE_NAME = /^[a-z0-9-]{1,80}\.(?:webp|png|jpe?g)$/i;

/**
 * Logos kept as files under UPLOAD_DIR before they moved into the database are read in, once: a
 * college whose logo path names a file that the database does not hold yet, and that is present in
 * UPLOAD_DIR/logos, gets it stored under the same name, so its URL keeps working on every machine.
 * Run at start; safe on several processes at once (a name is stored once). Returns how many were read in.
 */
export async function importLogoFiles(db: DB, uploadDir: string): Promise<number> {
  const colleges = await db
    .selectFrom("colleges")
    .select("logo_path")
    .where("logo_path", "like", `${LOGO_PATH_PREFIX}%`)
    .execute();
  const stored = new Set(
    (await db.selectFrom("college_logos").select("file_name").execute()).map((row) => row.file_name),
  );
  let imported = 0;
  for (const { logo_path } of colleges) {
    const fileName = logo_path!.slice(LOGO_PATH_PREFIX.length);
    if (stored.has(fileName) || !LOGO_FILE_NAME.test(fileName)) continue;
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(uploadDir, "logos", fileName));
    } catch {
      continue; // Not on this machine: another may have it, and reads it in at its start.
    }
    const type = sniffImageType(data);
    if (!type) continue;
    const result = await db
      .insertInto("college_logos")
      .values({ file_name: fileName, content_type: CONTENT_TYPES[type], data, created_at: now() })
      .onConflict((oc) => oc.column("file_name").doNothing())
      .executeTakeFirst();
    imported += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return imported;
}
