import { expect, onTestFinished, test } from "vitest";
import { countAdmins, ensureFirstAdmin, listAdmins } from "#app/features/admins/admins.server";
import { setHashCostForTests, verifyPassword } from "#app/features/admins/password.server";
import { DEFAULT_SITE_SETTINGS } from "#app/features/settings/site-settings";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { describeEachEngine } from "../setup/test-database";

describeEachEngine("first admin and site settings", (db) => {
  test("ADMIN_EMAIL/ADMIN_PASSWORD create the first admin once, with a hashed password", async () => {
    const admin = { email: "owner@example.in", password: "s3cret-pass", name: "Owner" };
    // At the cost the server uses (the other tests hash cheaply: tests/setup/cheap-hashing.ts).
    setHashCostForTests("real");
    onTestFinished(() => setHashCostForTests("cheap"));
    expect(await ensureFirstAdmin(db(), admin)).toBe("created");
    expect(await ensureFirstAdmin(db(), { ...admin, password: "another-one" })).toBe("exists");
    expect(await countAdmins(db())).toBe(1);
    expect(await listAdmins(db())).toEqual([{ id: expect.any(Number), name: "Owner", email: "owner@example.in" }]);

    const stored = await db().selectFrom("admins").select("password_hash").executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain("s3cret-pass");
    expect(stored.password_hash.startsWith("scrypt$131072$8$1$")).toBe(true);
    expect(await verifyPassword("s3cret-pass", stored.password_hash)).toBe(true);
    expect(await verifyPassword("another-one", stored.password_hash)).toBe(false);
  });

  test("site settings start from the defaults and keep what is saved", async () => {
    expect(await getSiteSettings(db())).toEqual(DEFAULT_SITE_SETTINGS);
    const changed = { ...DEFAULT_SITE_SETTINGS, phone: "+91 99999 00000" };
    await saveSiteSettings(db(), changed);
    await saveSiteSettings(db(), { ...changed, brandName: "New Name" });
    expect(await getSiteSettings(db())).toEqual({ ...changed, brandName: "New Name" });
  });
});
