import { expect, test } from "vitest";
import {
  changePassword,
  countAdmins,
  registerAdmin,
  removeAdmin,
  verifyCredentials,
} from "#app/features/admins/admins.server";
import { createSession, findSessionAdmin } from "#app/features/admins/sessions.server";
import { SettingsFormSchema } from "#app/features/settings/settings-schema";
import { DEFAULT_SITE_SETTINGS } from "#app/features/settings/site-settings";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { describeEachEngine } from "../setup/test-database";

async function admin(db: Parameters<typeof registerAdmin>[0], email: string) {
  const result = await registerAdmin(
    db,
    { name: email.split("@")[0]!, email, mobile: "9845012345", password: "secret12" },
    { bySignedInAdmin: true, setupTokenRequired: false },
  );
  if (!result.ok) throw new Error(result.reason);
  return result.admin;
}

describeEachEngine("administrators and settings", (db) => {
  test("an admin removes a colleague (whose sessions end), never themselves or the last admin", async () => {
    const a = await admin(db(), "a@example.in");
    const b = await admin(db(), "b@example.in");
    const { token } = await createSession(db(), b.id);
    await expect(removeAdmin(db(), { id: a.id, byAdminId: a.id })).rejects.toThrow(
      "You cannot remove your own account.",
    );
    await removeAdmin(db(), { id: b.id, byAdminId: a.id });
    expect(await findSessionAdmin(db(), token)).toBeUndefined();
    expect(await countAdmins(db())).toBe(1);
    const c = await admin(db(), "c@example.in");
    await removeAdmin(db(), { id: a.id, byAdminId: c.id });
    await expect(removeAdmin(db(), { id: c.id, byAdminId: 999 })).rejects.toThrow(
      "The last administrator cannot be removed.",
    );
  });

  test("two admins removing each other at the same moment: one removal wins, one admin is left", async () => {
    // Repeated: on PostgreSQL the two removals run on separate connections, and a race that
    // both win (zero admins left) needs them to overlap, which most rounds do.
    for (let round = 0; round < 10; round++) {
      const [a, b] = await db()
        .insertInto("admins")
        .values(
          ["a", "b"].map((name) => ({
            name,
            email: `${name}${round}@example.in`,
            mobile: "",
            // No password needed here: skipping the hash keeps the rounds quick.
            password_hash: "-",
            created_at: new Date().toISOString(),
          })),
        )
        .returning("id")
        .execute();
      if (!a || !b) throw new Error("admins not created");
      const results = await Promise.allSettled([
        removeAdmin(db(), { id: a.id, byAdminId: b.id }),
        removeAdmin(db(), { id: b.id, byAdminId: a.id }),
      ]);
      expect(
        results.filter((result) => result.status === "fulfilled"),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await countAdmins(db()), `round ${round}`).toBe(1);
      // Clear the survivor for the next round (a test-only shortcut past the rule).
      await db().deleteFrom("admins").execute();
    }
  });

  test("a password changes only with the current one", async () => {
    const a = await admin(db(), "a@example.in");
    expect(await changePassword(db(), a.id, "wrong", "newpass1")).toBe(false);
    expect(await changePassword(db(), a.id, "secret12", "newpass1")).toBe(true);
    expect(await verifyCredentials(db(), "a@example.in", "newpass1")).toBeDefined();
    expect(await verifyCredentials(db(), "a@example.in", "secret12")).toBeUndefined();
  });

  test("settings from the form are validated and saved for the public pages", async () => {
    const form = {
      brandName: "Disha Admissions",
      tagline: "Since 2008",
      phone: "+91 98450 12345",
      email: "hello@example.in",
      whatsappNumber: "+91 98450 12345",
      whatsappText: "Hi, I need help with admission.",
      facebook: "https://facebook.com/disha",
      instagram: "",
      youtube: "",
      linkedin: "",
      x: "",
      offices: "Mysuru | 1 Main Road, Mysuru | +91 821 400 0000\n\nHubballi | 2 Station Road | +91 836 400 0000",
      grievanceName: "Kavya Rao",
      grievanceEmail: "privacy@example.in",
      grievancePhone: "+91 80 4000 0000",
      retentionMonths: "18",
      receiptPrefix: "da",
      gstin: "",
      gstRate: "",
    };
    const parsed = SettingsFormSchema.parse(form);
    expect(parsed.receiptPrefix).toBe("DA");
    expect(parsed.whatsappNumber).toBe("919845012345");
    expect(parsed.offices).toHaveLength(2);
    expect(parsed.retentionMonths).toBe(18);
    await saveSiteSettings(db(), parsed);
    expect(await getSiteSettings(db())).toMatchObject({
      brandName: "Disha Admissions",
      social: { facebook: "https://facebook.com/disha" },
    });

    const bad = SettingsFormSchema.safeParse({
      ...form,
      brandName: "",
      facebook: "javascript:alert(1)",
      offices: "Only a city",
      grievanceEmail: "not an address",
      retentionMonths: "3",
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(["brandName", "facebook", "offices", "grievanceEmail", "retentionMonths"]),
    );
    expect(DEFAULT_SITE_SETTINGS.offices).toHaveLength(9);
  });
});
