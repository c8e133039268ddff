import zlib from "node:zlib";
import { entryOf, isCount, UnreadablePdf, type PdfDict, type PdfValue } from "./syntax";

/**
 * The stream filters the active-content scan decodes, for the streams a reader reads as objects
 * (object streams and cross-reference streams): Flate (with the PNG predictors cross-reference
 * streams use), ASCIIHex and ASCII85, alone or chained. Any other filter on such a stream leaves
 * the file unreadable. Image streams (DCT, JPX, CCITT, JBIG2) are never decoded: they hold pixels.
 */

/** Bytes decoded in all by one scan: past this the file is unreadable (a "zip bomb"). */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

export class DecodeBudget {
  left = MAX_DECODED_BYTES;

  spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new UnreadablePdf("decodes to more than 64 MB");
  }
}

/** A stream's data with its filters undone, in order. */
export function decodeStream(data: Buffer, dict: PdfDict, budget: DecodeBudget): Buffer {
  // pdf.js reads the short keys (/F, /DP) first, as inline images spell them; so do we.
  const filters = listOf(entryOf(dict, "F") ?? entryOf(dict, "Filter"));
  const parms = listOf(entryOf(dict, "DP") ?? entryOf(dict, "DecodeParms"));
  let out = data;
  filters.forEach((filter, i) => {
    if (filter.kind !== "name") throw new UnreadablePdf("a filter that is not a name");
    const parm = parms[i];
    out = decodeOne(out, filter.name, parm?.kind === "dict" ? parm : undefined, budget);
  });
  return out;
}

function listOf(value: PdfValue | undefined): PdfValue[] {
  if (value === undefined || value.kind === "constant") return [];
  return value.kind === "array" ? value.items : [value];
}

function decodeOne(data: Buffer, filter: string, parms: PdfDict | undefined, budget: DecodeBudget): Buffer {
  let out: Buffer;
  switch (filter) {
    case "FlateDecode":
    case "Fl":
      out = unpredict(inflate(data, budget), parms);
      break;
    case "ASCIIHexDecode":
    case "AHx":
      out = asciiHex(data);
      break;
    case "ASCII85Decode":
    case "A85":
      out = ascii85(data);
      break;
    default:
      throw new UnreadablePdf(`the filter /${filter} on a stream of objects`);
  }
  budget.spend(out.byteLength);
  return out;
}

function inflate(data: Buffer, budget: DecodeBudget): Buffer {
  try {
    // A sync flush, as readers do: a stream cut short still gives what it holds.
    return zlib.inflateSync(data, {
      maxOutputLength: Math.max(1, budget.left),
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
  } catch {
    throw new UnreadablePdf("a stream that does not inflate");
  }
}

/** Undoes a predictor (ISO 32000-1, 7.4.4.4): none, or PNG's (10 to 15), which each row names. */
function unpredict(data: Buffer, parms: PdfDict | undefined): Buffer {
  const number = (key: string, fallback: number) => {
    const value = parms && entryOf(parms, key);
    if (value === undefined) return fallback;
    if (value.kind !== "number" || !isCount(value.value)) throw new UnreadablePdf(`/${key} is not a number`);
    return value.value;
  };
  const predictor = number("Predictor", 1);
  if (predictor === 1) return data;
  if (predictor < 10 || predictor > 15) throw new UnreadablePdf(`predictor ${predictor}`);
  const bits = number("Colors", 1) * number("BitsPerComponent", 8);
  const step = Math.max(1, Math.ceil(bits / 8));
  const width = Math.ceil((bits * number("Columns", 1)) / 8);
  if (width === 0) throw new UnreadablePdf("a predictor row of no bytes");
  const rows = Math.floor(data.byteLength / (width + 1));
  const out = Buffer.alloc(rows * width);
  for (let row = 0; row < rows; row++) {
    const kind = data[row * (width + 1)];
    const at = row * width;
    for (let i = 0; i < width; i++) {
      const left = i >= step ? out[at + i - step]! : 0;
      const up = row > 0 ? out[at - width + i]! : 0;
      const upLeft = row > 0 && i >= step ? out[at - width + i - step]! : 0;
      out[at + i] = data[row * (width + 1) + 1 + i]! + pngPrediction(kind, left, up, upLeft);
    }
  }
  return out;
}

function pngPrediction(kind: number | undefined, left: number, up: number, upLeft: number): number {
  switch (kind) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      return a <= b && a <= c ? left : b <= c ? up : upLeft;
    }
    default:
      throw new UnreadablePdf(`PNG row filter ${kind}`);
  }
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString("latin1");
  const end = text.indexOf(">");
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, "");
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new UnreadablePdf("ASCIIHex data that is not hex");
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex");
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString("latin1");
  const end = text.indexOf("~>");
  const chars = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, "").replace(/z/g, "!!!!!");
  if (!/^[!-u]*$/.test(chars)) throw new UnreadablePdf("ASCII85 data out of range");
  const out: number[] = [];
  for (let i = 0; i < chars.length; i += 5) {
    const group = chars.slice(i, i + 5);
    const padded = group.padEnd(5, "u");
    let value = 0;
    for (const char of padded) value = value * 85 + (char.charCodeAt(0) - 33);
    if (value > 0xffffffff) throw new UnreadablePdf("ASCII85 group out of range");
    const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...bytes.slice(0, group.length - 1));
  }
  return Buffer.from(out);
}
