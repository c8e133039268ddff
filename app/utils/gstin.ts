/**
 * India's GST: the GSTIN's format and check character, the rates a receipt may carry, and how an
 * amount received (GST included) splits into its taxable value and the tax.
 */

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * 15 characters: a state code (two digits), the holder's PAN (five letters, four digits, a
 * letter), the registration's number in that state (1-9 or a letter), "Z", and a check character.
 */
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Why a typed GSTIN is not one, in words for the settings form; undefined when it is one. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return "A GSTIN has 15 characters, e.g. 27AAPFU0939F1ZV";
  if (!GSTIN_FORMAT.test(gstin)) return "This is not a GSTIN: check it against your GST registration certificate";
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || (state > 38 && state !== 97 && state !== 99))
    return "The first two digits of a GSTIN are a state code, 01 to 38";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return "This GSTIN's last character does not match: check it for a typing slip";
  return undefined;
}

/** The GST rates a receipt may show, in per cent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

/**
 * An amount received with GST included, split into the taxable value and the tax. The taxable
 * value is the amount × 100 / (100 + rate), rounded to the nearest paisa (a half paisa up); the
 * tax is the rest, so the two lines always add up to what was received.
 */
export function splitGst(paise: number, rate: number): { taxablePaise: number; taxPaise: number } {
  // Integers only: paise × 200 stays far below 2^53 for any amount the forms take.
  const taxablePaise = Math.floor((paise * 200 + (100 + rate)) / (2 * (100 + rate)));
  return { taxablePaise, taxPaise: paise - taxablePaise };
}
