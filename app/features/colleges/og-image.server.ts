import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { ByteLru } from "#app/utils/byte-lru";
import { collegeCardSvg, type OgCardText } from "./og-image-card";

/** Change it when the card's design changes: every ETag changes with it, so browsers fetch the new card. */
const DESIGN_VERSION = 1;
/** About 200 cards of 60–90 KB. Least recently shared colleges drop out first and are drawn again when asked. */
const CACHE_BYTES = 16 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 256;

const kept = new ByteLru<Buffer>(CACHE_BYTES);
/** One render per card at a time: requests that arrive while it is drawn wait for the same one. */
const rendering = new Map<string, Promise<Buffer>>();

export interface CollegeOgImage {
  /** Names what the card shows (and its design), so a browser's copy is good while it is the same. */
  etag: string;
  /** The PNG: kept in memory after the first request, drawn on a miss. */
  png(): Promise<Buffer>;
}

/**
 * The link-preview card of a college, or undefined for a slug that is no college. Only a college
 * that exists is ever drawn or kept: a flood of made-up slugs costs one indexed read each and
 * leaves nothing behind. Kept by the college's slug and last change and by what the card shows
 * (its name, place and stream, the site's name), so an edit, a renamed stream or a new brand name
 * draws it anew.
 */
export async function collegeOgImage(db: DB, slug: string): Promise<CollegeOgImage | undefined> {
  const college = await db
    .selectFrom("colleges")
    .leftJoin("categories", "categories.id", "colleges.category_id")
    .select([
      "colleges.slug",
      "colleges.name",
      "colleges.cities",
      "colleges.state",
      "colleges.updated_at",
      "categories.name as stream",
    ])
    .where("colleges.slug", "=", slug.toLowerCase())
    .executeTakeFirst();
  if (!college) return undefined;
  const { brandName } = await getSiteSettings(db);
  const card: OgCardText = {
    brandName,
    collegeName: college.name,
    place: [college.cities, college.state].filter(Boolean).join(", "),
    stream: college.stream,
  };
  // The card's own words too: two edits within one millisecond share an updated_at.
  const key = JSON.stringify([DESIGN_VERSION, college.slug, college.updated_at, card]);
  return {
    etag: `"og-${crypto.createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`,
    png: () => keptOrDrawn(key, card),
  };
}

async function keptOrDrawn(key: string, card: OgCardText): Promise<Buffer> {
  const png = kept.get(key);
  if (png) return png;
  let pending = rendering.get(key);
  if (!pending) {
    pending = draw(card)
      .then((drawn) => {
        kept.set(key, drawn, drawn.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES);
        return drawn;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

async function draw(card: OgCardText): Promise<Buffer> {
  // Loaded on the first card, not at start: sharp is large, and many processes never draw one.
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(collegeCardSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** How much the cache holds now (for tests and measurements). */
export function keptOgImages(): { count: number; bytes: number } {
  return { count: kept.size, bytes: kept.bytes };
}
