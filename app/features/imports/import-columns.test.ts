import { describe, expect, test } from "vitest";
import { guessField, guessMapping, mappingProblem } from "./import-columns";

describe("guessing which lead field a column holds", () => {
  test.each([
    ["Full Name", "name"],
    ["Student name", "name"],
    ["Mobile No", "phone"],
    ["Phone Number", "phone"],
    ["WhatsApp", "phone"],
    ["E-mail ID", "email"],
    ["email_address", "email"],
    ["Course Interested", "course"],
    ["Programme", "course"],
    ["College Name", "college"],
    ["Institute", "college"],
    ["Lead Source", "source"],
    ["utm_source", "source"],
    ["Campaign Name", "campaign"],
    ["utm_campaign", "campaign"],
    ["Remarks", "notes"],
    ["Message", "notes"],
    ["Enquiry Date", "received_at"],
    ["created_time", "received_at"],
    ["Timestamp", "received_at"],
  ])("%s is the %s", (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  test("a header that says nothing known is left for the owner to choose", () => {
    expect(guessField("Gender")).toBeUndefined();
    expect(guessField("")).toBeUndefined();
    expect(guessField("---")).toBeUndefined();
  });

  test("each field takes the first column that looks like it, and each column one field", () => {
    expect(guessMapping(["Name", "Father's Name", "Mobile", "Alternate Mobile", "Email", "City"])).toEqual({
      name: 0,
      phone: 2,
      email: 4,
    });
  });

  test("a mapping needs the name and a phone or an e-mail, each column once", () => {
    expect(mappingProblem({ phone: 1 })).toBe("Choose the column that holds the name.");
    expect(mappingProblem({ name: 0, course: 1 })).toMatch(
      /^Choose the column that holds the phone number or the e-mail/,
    );
    expect(mappingProblem({ name: 0, phone: 0 })).toBe("Each column can be read into one field only.");
    expect(mappingProblem({ name: 0, email: 1 })).toBeUndefined();
  });
});
