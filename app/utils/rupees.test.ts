import { expect, test } from "vitest";
import { formatPaise, numberInWords, paiseToInput, parseRupees, rupeesInWords } from "./rupees";

test("a typed amount becomes paise, with Indian commas, a rupee sign and up to two decimals", () => {
  expect(parseRupees("25000")).toEqual({ ok: true, paise: 25_000_00 });
  expect(parseRupees(" ₹ 1,25,000.5 ")).toEqual({ ok: true, paise: 1_25_000_50 });
  expect(parseRupees("Rs. 99.99")).toEqual({ ok: true, paise: 9999 });
  expect(parseRupees("0.01")).toEqual({ ok: true, paise: 1 });
  expect(parseRupees("1,00,00,000")).toEqual({ ok: true, paise: 1_00_00_000_00 });
});

test("what is not an amount says why", () => {
  expect(parseRupees("")).toMatchObject({ reason: "empty" });
  expect(parseRupees("-500")).toMatchObject({ reason: "negative" });
  expect(parseRupees("0")).toMatchObject({ reason: "zero" });
  expect(parseRupees("0.00")).toMatchObject({ reason: "zero" });
  expect(parseRupees("10.005")).toMatchObject({ reason: "too-precise" });
  expect(parseRupees("1e5")).toMatchObject({ reason: "not-a-number" });
  expect(parseRupees("12.50.3")).toMatchObject({ reason: "not-a-number" });
  expect(parseRupees("ten thousand")).toMatchObject({ reason: "not-a-number" });
  expect(parseRupees("100000000.01")).toMatchObject({ reason: "too-large" });
  expect(parseRupees("9".repeat(40))).toMatchObject({ reason: "not-a-number" });
});

test("paise are shown with Indian grouping, and given back to a form as typed", () => {
  expect(formatPaise(1_23_45_678_90)).toBe("₹1,23,45,678.90");
  expect(formatPaise(5)).toBe("₹0.05");
  expect(paiseToInput(12_000_00)).toBe("12000");
  expect(paiseToInput(12_345_50)).toBe("12345.50");
  expect(paiseToInput(null)).toBe("");
});

test("amounts in words count in lakh and crore", () => {
  expect(numberInWords(0)).toBe("Zero");
  expect(numberInWords(15)).toBe("Fifteen");
  expect(numberInWords(101)).toBe("One Hundred One");
  expect(numberInWords(1_00_000)).toBe("One Lakh");
  expect(numberInWords(12_34_56_789)).toBe(
    "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine",
  );
  expect(numberInWords(1_05_00_00_000)).toBe("One Hundred Five Crore");
  expect(rupeesInWords(25_000_00)).toBe("Rupees Twenty-Five Thousand Only");
  expect(rupeesInWords(1_25_000_50)).toBe("Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only");
  expect(rupeesInWords(75)).toBe("Seventy-Five Paise Only");
});
