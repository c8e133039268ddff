import { expect, test } from "vitest";
import { gstinProblem, splitGst } from "./gstin";

test("a GSTIN is checked for its format, its state code and its check character", () => {
  expect(gstinProblem("27AAPFU0939F1ZV")).toBeUndefined();
  expect(gstinProblem("29AAGCM1234F1ZO")).toBeUndefined();
  expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
  expect(gstinProblem("27AAPFU0939F1XV")).toMatch(/not a GSTIN/);
  expect(gstinProblem("27aapfu0939f1zv")).toMatch(/not a GSTIN/);
  expect(gstinProblem("45AAPFU0939F1ZV")).toMatch(/state code/);
  // One character mistyped: the check character catches it.
  expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/last character does not match/);
  expect(gstinProblem("27AAPFV0939F1ZV")).toMatch(/last character does not match/);
});

test("an amount with GST included splits into a taxable value and tax that add up to it", () => {
  expect(splitGst(11_800_00, 18)).toEqual({ taxablePaise: 10_000_00, taxPaise: 1_800_00 });
  expect(splitGst(25_000_00, 18)).toEqual({ taxablePaise: 21_186_44, taxPaise: 3_813_56 });
  expect(splitGst(10_000_00, 0)).toEqual({ taxablePaise: 10_000_00, taxPaise: 0 });
  // Rounded to the nearest paisa: 1 / 1.05 = 0.952 → 1; 50 / 1.28 = 39.06 → 39.
  expect(splitGst(1, 5)).toEqual({ taxablePaise: 1, taxPaise: 0 });
  expect(splitGst(50, 28)).toEqual({ taxablePaise: 39, taxPaise: 11 });
  for (const paise of [1, 99, 12_345, 99_99_999_99]) {
    for (const rate of [5, 12, 18, 28]) {
      const { taxablePaise, taxPaise } = splitGst(paise, rate);
      expect(taxablePaise + taxPaise).toBe(paise);
      expect(Math.abs(taxablePaise * (100 + rate) - paise * 100)).toBeLessThanOrEqual((100 + rate) / 2);
    }
  }
});
