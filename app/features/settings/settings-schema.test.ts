import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { SettingsFormSchema, settingsFormValues } from "./settings-schema";
import { DEFAULT_SITE_SETTINGS, receiptGst, receiptPrefix } from "./site-settings";

/** The settings form as posted: the defaults, with some fields changed. */
function post(fields: Record<string, string>) {
  const form = new URLSearchParams({ ...settingsFormValues(DEFAULT_SITE_SETTINGS), ...fields });
  return parseWithZod(form, { schema: SettingsFormSchema, disableAutoCoercion: true });
}

test("receipts and GST: a GSTIN is checked, and a GSTIN and a rate are set together or not at all", () => {
  const saved = post({ receiptPrefix: "mde", gstin: " 27aapfu0939f1zv ", gstRate: "18" });
  expect(saved.status).toBe("success");
  const value = saved.status === "success" ? saved.value : undefined;
  expect(value).toMatchObject({ receiptPrefix: "MDE", gstin: "27AAPFU0939F1ZV", gstRate: 18 });
  expect(receiptGst(value!)).toEqual({ gstin: "27AAPFU0939F1ZV", rate: 18 });
  const plain = post({});
  expect(plain.status === "success" ? receiptGst(plain.value) : "refused").toBeNull();

  const errors = (fields: Record<string, string>) => {
    const submission = post(fields);
    return submission.status === "success" ? undefined : submission.error;
  };
  expect(errors({ gstin: "27AAPFU0939F1ZW", gstRate: "18" })).toMatchObject({
    gstin: ["This GSTIN's last character does not match: check it for a typing slip"],
  });
  expect(errors({ gstin: "27AAPFU0939F1ZV", gstRate: "" })).toMatchObject({
    gstRate: ["Choose the GST rate for your GSTIN"],
  });
  expect(errors({ gstin: "", gstRate: "12" })).toMatchObject({
    gstin: ["Enter your GSTIN, or set the GST rate to No GST"],
  });
  expect(errors({ gstin: "27AAPFU0939F1ZV", gstRate: "15" })).toMatchObject({ gstRate: ["Choose a GST rate"] });
  expect(errors({ receiptPrefix: "ME/BLR" })).toMatchObject({
    receiptPrefix: ["Use letters, digits and hyphens for the receipt prefix, e.g. ME or ME-BLR"],
  });
});

test("the receipt prefix is the setting, or the brand name's initials", () => {
  expect(receiptPrefix(DEFAULT_SITE_SETTINGS)).toBe("ME");
  expect(receiptPrefix({ brandName: "Margdarshan Digital Education", receiptPrefix: "" })).toBe("MDE");
  expect(receiptPrefix({ brandName: "Margdarshan Education", receiptPrefix: "MDE-BLR" })).toBe("MDE-BLR");
  expect(receiptPrefix({ brandName: "   ", receiptPrefix: "" })).toBe("RCPT");
});
