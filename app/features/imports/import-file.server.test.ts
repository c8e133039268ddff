import { describe, expect, test } from "vitest";
import { Refusal } from "#app/utils/refusal";
import { readDataRows, readHeaders } from "./import-file.server";

const bytes = (text: string) => new TextEncoder().encode(text);
const rows = async (text: string, skip = 0) => {
  const read = [];
  for await (const row of readDataRows(bytes(text), skip)) read.push(row);
  return read;
};

describe("reading an imported CSV", () => {
  test("the header row, with or without a byte-order mark", async () => {
    expect(await readHeaders(bytes("\uFEFFName, Phone ,Email\r\nAsha,9845011111,\r\n"))).toEqual([
      "Name",
      "Phone",
      "Email",
    ]);
    expect(await readHeaders(bytes("Name,Phone\n"))).toEqual(["Name", "Phone"]);
  });

  test("rows are numbered as a spreadsheet shows them; blank rows are left out but counted; quoted commas and line breaks stay in their cell", async () => {
    const text = 'Name,Notes\n"Rao, Asha","line one\nline two"\n\n,\nRavi,ok\n';
    expect(await rows(text)).toEqual([
      { row: 2, cells: ["Rao, Asha", "line one\nline two"] },
      { row: 5, cells: ["Ravi", "ok"] },
    ]);
    // A continued import skips the data rows already read (blank ones too).
    expect(await rows(text, 3)).toEqual([{ row: 5, cells: ["Ravi", "ok"] }]);
  });

  test("what is not a UTF-8 CSV is refused with what to do", async () => {
    await expect(readHeaders(bytes(""))).rejects.toThrow("This file is empty.");
    await expect(readHeaders(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).rejects.toThrow(/not a CSV file/);
    await expect(readHeaders(new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]))).rejects.toThrow(/not UTF-8/);
    await expect(readHeaders(bytes("\n\n"))).rejects.toThrow(/no header row/);
  });

  test("a quote never closed is named, not a crash", async () => {
    await expect(rows('Name,Notes\nAsha,"open\n')).rejects.toThrow(/could not be read as CSV/);
  });

  test("a file the parser refuses is the form's refusal on the file at upload, where it can be fixed", async () => {
    for (const [file, advice] of [
      ['Name,Notes\nAsha,"open\n', 'check for a quote (") that is never closed'],
      ['Name,"Notes\nAsha,open\n', 'check for a quote (") that is never closed'],
      ['Name,Notes\nAsha,"9845"0\n', 'check for a quote (") inside a cell'],
      ['Name,No"tes\nAsha,1\n', 'check for a quote (") inside a cell'],
    ]) {
      const refusal = await readHeaders(bytes(file!)).catch((error: unknown) => error);
      expect(refusal, file).toBeInstanceOf(Refusal);
      expect((refusal as Refusal).field).toBe("file");
      expect((refusal as Refusal).message).toContain(advice);
    }
  });
});
