import { describe, expect, test } from "vitest";
import { checkRow, parseReceivedAt } from "./import-row";

const MAPPING = {
  name: 0,
  phone: 1,
  email: 2,
  course: 3,
  college: 4,
  source: 5,
  campaign: 6,
  notes: 7,
  received_at: 8,
};
const NOW = Date.parse("2026-11-28T00:00:00Z");
const row = (cells: string[], number = 2) => checkRow(cells, MAPPING, number, NOW);

describe("checking an imported row", () => {
  test("a good row is tidied as a form's fields are: the phone to 10 digits, spaces collapsed, the date to UTC", () => {
    expect(
      row([
        " Asha   Rao ",
        "+91 98450-11111",
        "Asha@Example.in",
        "B.Tech",
        "RV College",
        "fair",
        "Nov fair",
        "Call after 6",
        "20/11/2026 2:30 PM",
      ]),
    ).toEqual({
      row: 2,
      ok: true,
      lead: {
        name: "Asha Rao",
        phone: "9845011111",
        email: "Asha@Example.in",
        course: "B.Tech",
        college: "RV College",
        source: "fair",
        campaign: "Nov fair",
        notes: "Call after 6",
        receivedAt: "2026-11-20T09:00:00.000Z",
      },
    });
  });

  test.each([
    [["Ravi", "12345", "", "", "", "", "", "", ""], "Row 17: phone “12345” is not a 10-digit Indian mobile number"],
    [["", "9845011111", "", "", "", "", "", "", ""], "Row 17: the name is empty"],
    [["Ravi", "", "", "", "", "", "", "", ""], "Row 17: there is neither a phone number nor an e-mail address"],
    [["Ravi", "", "ravi@", "", "", "", "", "", ""], "Row 17: e-mail “ravi@” is not an e-mail address"],
    [
      ["Ravi", "9845011111", "", "", "", "", "", "", "32/13/2026"],
      "Row 17: received at “32/13/2026” is not a date (write 2026-11-20, 20/11/2026 or 20-11-2026 14:30)",
    ],
    [["Ravi", "9845011111", "", "", "", "", "", "", "2027-01-01"], "Row 17: received at “2027-01-01” is in the future"],
    [["R".repeat(101), "9845011111", "", "", "", "", "", "", ""], "Row 17: the name is longer than 100 characters"],
  ])("%j is refused: %s", (cells, reason) => {
    expect(row(cells, 17)).toEqual({ row: 17, ok: false, reason });
  });

  test("only the mapped columns are read; a short row is as good as empty cells", () => {
    expect(checkRow(["Meena", "", "meena@example.in"], { name: 0, email: 2 }, 3, NOW)).toMatchObject({
      ok: true,
      lead: { name: "Meena", phone: null, email: "meena@example.in", course: null, receivedAt: null },
    });
  });
});

describe("reading a received-at date", () => {
  test.each([
    ["2026-11-20", "2026-11-19T18:30:00.000Z"],
    ["2026-11-20 14:30", "2026-11-20T09:00:00.000Z"],
    ["2026-11-20T09:00:00Z", "2026-11-20T09:00:00.000Z"],
    ["2026-11-20T09:00:00+0000", "2026-11-20T09:00:00.000Z"],
    ["20/11/2026", "2026-11-19T18:30:00.000Z"],
    ["20-11-2026 14:30", "2026-11-20T09:00:00.000Z"],
    ["20.11.26", "2026-11-19T18:30:00.000Z"],
    ["5/1/2026 12:05 am", "2026-01-04T18:35:00.000Z"],
  ])("%s (India time unless it says) is %s", (text, iso) => {
    expect(parseReceivedAt(text)).toBe(iso);
  });

  test.each(["31/02/2026", "2026-13-01", "tomorrow", "20/11", "13:00 PM 1/1/2026", "1/1/2026 13:00 pm"])(
    "%s is no date",
    (text) => {
      expect(parseReceivedAt(text)).toBeUndefined();
    },
  );
});
