import { expect, test } from "vitest";
import { csvCell } from "#app/utils/csv-cell";
import { leadsToCsv } from "./leads-csv";

test("cells that a spreadsheet would run as formulas are defused", () => {
  expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  expect(csvCell("+91 98450 12345")).toBe(`"'+91 98450 12345"`);
  expect(csvCell("-2+3")).toBe(`"'-2+3"`);
  expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
  expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
  expect(csvCell('Asha, "Bengaluru"\nline')).toBe(`"Asha, ""Bengaluru""\nline"`);
  expect(csvCell(null)).toBe(`""`);
  expect(csvCell(42)).toBe(`"42"`);
});

test("the file starts with a BOM, has a header row and CRLF line ends", () => {
  const csv = leadsToCsv([]);
  expect(csv.startsWith('\uFEFF"ID","Received (UTC)"')).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
});
