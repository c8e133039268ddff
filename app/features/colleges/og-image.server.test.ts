import sharp from "sharp";
import { expect, test } from "vitest";
import { createCategory, updateCategory } from "#app/features/categories/categories.server";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { collegeInput } from "../../../tests/factories";
import { describeEachEngine } from "../../../tests/setup/test-database";
import { createCollege, updateCollege } from "./colleges.server";
import { collegeOgImage, keptOgImages } from "./og-image.server";

describeEachEngine("the college link-preview image", (db) => {
  test("a known college's card is a 1200 x 630 PNG, drawn once and then kept", async () => {
    const college = await createCollege(db(), collegeInput({ name: "Kept Card College" }));
    const image = (await collegeOgImage(db(), college.slug))!;
    expect(image.etag).toMatch(/^"og-[\w-]+"$/);
    const first = await image.png();
    expect(await sharp(first).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    // Asked again, even twice at once, it is the same kept bytes.
    const [again, atOnce] = await Promise.all([
      (await collegeOgImage(db(), college.slug))!.png(),
      (await collegeOgImage(db(), college.slug.toUpperCase()))!.png(),
    ]);
    expect(again).toBe(first);
    expect(atOnce).toBe(first);
  });

  test("made-up slugs find nothing and keep nothing", async () => {
    await createCollege(db(), collegeInput());
    const before = keptOgImages();
    for (let i = 0; i < 50; i++) expect(await collegeOgImage(db(), `no-such-college-${i}`)).toBeUndefined();
    expect(keptOgImages()).toEqual(before);
  });

  test("the ETag changes when what the card shows changes, and only then", async () => {
    const { id: category_id } = await createCategory(db(), { name: "Engineering" });
    const college = await createCollege(db(), collegeInput({ category_id }));
    const etag = async () => (await collegeOgImage(db(), college.slug))!.etag;
    const original = await etag();
    expect(await etag()).toBe(original);

    await updateCollege(db(), college.id, collegeInput({ name: college.name, category_id, cities: "Mysuru" }));
    const moved = await etag();
    expect(moved).not.toBe(original);

    await updateCategory(db(), category_id, { name: "Engineering and Technology" });
    const restreamed = await etag();
    expect(restreamed).not.toBe(moved);

    await saveSiteSettings(db(), { ...(await getSiteSettings(db())), brandName: "New Brand Education" });
    expect(await etag()).not.toBe(restreamed);
  });
});
