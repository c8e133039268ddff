import { describe, expect, test } from "vitest";
import { APPLICATION_STATUS_LABELS } from "#app/features/admissions/application-schema";
import { STEP_KIND_LABELS } from "#app/features/admissions/application-step-schema";
import { AADHAAR_NOTE, DocumentUploadFormSchema, FILE_RULES } from "#app/features/admissions/document-schema";
import { PAYMENT_MODE_LABELS } from "#app/features/admissions/payment-schema";
import { SESSION_STATUS_LABELS, SLOT_NOT_OPEN, SLOT_TAKEN } from "#app/features/counselling/session-status";
import { APPLICANTS, CONSENT_PURPOSES } from "#app/features/leads/lead-fields";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { CodeSchema, REQUEST_KINDS, RightsRequestSchema } from "#app/features/privacy/request-schema";
import { NAMES_ON_HINDI_PAGES } from "../../../tests/e2e/support/english-words";
import { knownMessage } from "./english-text";
import { studentEn } from "./en/student";
import { studentHi } from "./hi/student";

/**
 * The student pages' catalogue (./en/student.ts, ./hi/student.ts): its English is the words the
 * features write (the English pages show exactly what they showed), every message a shared schema
 * or server function writes has its Hindi, and the Hindi has no English word but the names.
 */

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the English words are the features' own", () => {
  test("booking and session", () => {
    expect(studentEn.booking.slotTaken).toBe(SLOT_TAKEN);
    expect(studentEn.booking.slotNotOpen).toBe(SLOT_NOT_OPEN);
    expect(studentEn.booking.applicants).toEqual(APPLICANTS);
    expect(studentEn.booking.updates).toBe(CONSENT_PURPOSES.updates);
    expect(studentEn.session.statuses).toEqual(SESSION_STATUS_LABELS);
  });

  test("status page", () => {
    expect(studentEn.status.stepKinds).toEqual(STEP_KIND_LABELS);
    expect(studentEn.status.otherWithNote("hostel form")).toBe(`${STEP_KIND_LABELS.other}: hostel form`);
    expect(studentEn.status.aadhaarNote).toBe(AADHAAR_NOTE);
    expect(studentEn.status.uploadIntro.endsWith(` ${FILE_RULES}`)).toBe(true);
  });

  test("privacy pages: the request kinds, and the labels a verified answer carries", () => {
    const verified = studentEn.privacy.verified;
    expect(studentEn.privacy.request.kinds).toEqual(REQUEST_KINDS);
    expect(verified.purposes).toEqual(CONSENT_PURPOSES);
    expect(verified.applicants).toEqual(APPLICANTS);
    expect(Object.keys(verified.leadStatuses).sort()).toEqual(Object.values(LEAD_STATUS_LABELS).sort());
    expect(Object.keys(verified.applicationStatuses).sort()).toEqual(Object.values(APPLICATION_STATUS_LABELS).sort());
    expect(Object.keys(verified.paymentModes).sort()).toEqual(Object.values(PAYMENT_MODE_LABELS).sort());
  });
});

describe("every message of a shared schema is in a refusals table, so a Hindi page shows its Hindi", () => {
  const inTable = (messages: string[], table: Record<string, string>) =>
    messages.filter((message) => !Object.values(table).includes(message));

  test("the rights request form", () => {
    const table = studentEn.privacy.request.refusals;
    const bad = RightsRequestSchema.safeParse({
      kind: "x",
      email: "not-an-address",
      phone: "12",
      details: "x".repeat(2001),
    });
    const empty = RightsRequestSchema.safeParse({ kind: "correct", email: "", phone: "", details: "" });
    expect(messagesOf(bad).length).toBeGreaterThan(3);
    expect(inTable([...messagesOf(bad), ...messagesOf(empty)], table)).toEqual([]);
    expect(inTable(messagesOf(CodeSchema.safeParse({ code: "12" })), studentEn.privacy.requestStatus.refusals)).toEqual(
      [],
    );
  });

  test("the status page's upload form", () => {
    const refused = DocumentUploadFormSchema.safeParse({ document_id: "x", file: "not a file" });
    expect(inTable(messagesOf(refused), studentEn.status.refusals)).toEqual([]);
  });

  test("knownMessage: a known message in the other language, an unknown one as written", () => {
    const { refusals } = studentEn.privacy.request;
    expect(knownMessage(refusals.email, refusals, studentHi.privacy.request.refusals)).toBe("सही ई-मेल पता लिखें।");
    expect(knownMessage("Something new", refusals, studentHi.privacy.request.refusals)).toBe("Something new");
  });
});

test("the Hindi words hold no English word but the names a Hindi page may show", () => {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (typeof value === "function") texts.push(String((value as (...args: unknown[]) => unknown)("", 2, "")));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(studentHi);
  const latin = texts
    .flatMap((text) => text.match(/[A-Za-z][A-Za-z.'’+-]*[A-Za-z]|[A-Za-z]/g) ?? [])
    .map((word) => word.toLowerCase().replace(/[.'’]+$/, ""))
    .filter((word) => !NAMES_ON_HINDI_PAGES.has(word) && !NAMES_ON_HINDI_PAGES.has(`${word}.`));
  // The {brand} token only (a table keyed by English labels has them as keys, which are not shown).
  expect([...new Set(latin)]).toEqual(["brand"]);
});
