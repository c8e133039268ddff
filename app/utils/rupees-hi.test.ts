import { expect, test } from "vitest";
import { numberInHindiWords, rupeesInHindiWords } from "./rupees-hi";

test("whole numbers in Hindi words, with सौ, हज़ार, लाख and करोड़", () => {
  expect(numberInHindiWords(0)).toBe("शून्य");
  expect(numberInHindiWords(21)).toBe("इक्कीस");
  expect(numberInHindiWords(99)).toBe("निन्यानवे");
  expect(numberInHindiWords(305)).toBe("तीन सौ पाँच");
  expect(numberInHindiWords(1_25_000)).toBe("एक लाख पच्चीस हज़ार");
  expect(numberInHindiWords(1_23_45_678)).toBe("एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर");
  expect(numberInHindiWords(100_00_00_000)).toBe("एक सौ करोड़");
  expect(() => numberInHindiWords(-1)).toThrow(RangeError);
});

test("an amount as a Hindi receipt writes it", () => {
  expect(rupeesInHindiWords(25_000_00)).toBe("पच्चीस हज़ार रुपये मात्र");
  expect(rupeesInHindiWords(1_25_000_50)).toBe("एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र");
  expect(rupeesInHindiWords(75)).toBe("पचहत्तर पैसे मात्र");
  expect(rupeesInHindiWords(0)).toBe("शून्य रुपये मात्र");
});
