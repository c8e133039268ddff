import { describe, expect, test } from "vitest";
import { STEP_KIND_LABELS, stepKindLabel } from "#app/features/admissions/application-step-schema";
import { AADHAAR_NOTE, documentUploadFormSchema, FILE_RULES } from "#app/features/admissions/document-schema";
import { SESSION_STATUS_LABELS, SLOT_NOT_OPEN, SLOT_TAKEN } from "#app/features/counselling/session-status";
import { APPLICANTS, CONSENT_PURPOSES } from "#app/features/leads/lead-fields";
import { codeSchema, REQUEST_KINDS, rightsRequestSchema } from "#app/features/privacy/request-schema";
import { NAMES_ON_HINDI_PAGES } from "../../../tests/e2e/support/english-words";
import { studentEn } from "./en/student";
import { studentHi } from "./hi/student";
import type { Locale } from "./locale";
import { messagesFor } from "./messages";

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
    expect(studentEn.status.otherWithNote("hostel form")).toBe(stepKindLabel({ kind: "other", note: "hostel form" }));
    expect(studentEn.status.aadhaarNote).toBe(AADHAAR_NOTE);
    expect(studentEn.status.uploadIntro.endsWith(` ${FILE_RULES}`)).toBe(true);
  });

  test("privacy pages: the request kinds, and the labels a verified answer carries", () => {
    const verified = studentEn.privacy.verified;
    expect(studentEn.privacy.request.kinds).toEqual(REQUEST_KINDS);
    expect(verified.purposes).toEqual(CONSENT_PURPOSES);
    expect(verified.applicants).toEqual(APPLICANTS);
    // The statuses by their codes (the admin area's labels are these words; the session's "no-show" in lower case, as the answer says it).
    expect(Object.keys(verified.sessionStatuses)).toEqual(Object.keys(SESSION_STATUS_LABELS));
  });
});

describe.each<Locale>(["en", "hi"])("the public forms' rules speak the page's language: %s", (locale) => {
  const refusals: readonly string[] = Object.values(messagesFor(locale).refusals).filter(
    (words) => typeof words === "string",
  );
  const outside = (messages: string[]) => messages.filter((message) => !refusals.includes(message));

  test("the rights request form and the code form", () => {
    const bad = rightsRequestSchema(locale).safeParse({
      kind: "x",
      email: "not-an-address",
      phone: "12",
      details: "x".repeat(2001),
    });
    const empty = rightsRequestSchema(locale).safeParse({ kind: "correct", email: "", phone: "", details: "" });
    expect(messagesOf(bad).length).toBeGreaterThan(3);
    expect(outside([...messagesOf(bad), ...messagesOf(empty)])).toEqual([]);
    expect(outside(messagesOf(codeSchema(locale).safeParse({ code: "12" })))).toEqual([]);
  });

  test("the same forms with their fields left out, as a hand-made post may: the page's words, not zod's", () => {
    const leftOut = rightsRequestSchema(locale).safeParse({ kind: "correct" });
    expect(messagesOf(leftOut).length).toBeGreaterThan(0);
    expect(outside(messagesOf(leftOut))).toEqual([]);
    const noCode = codeSchema(locale).safeParse({});
    expect(messagesOf(noCode)).toHaveLength(1);
    expect(outside(messagesOf(noCode))).toEqual([]);
  });

  test("the status page's upload form", () => {
    const refused = documentUploadFormSchema(locale).safeParse({ document_id: "x", file: "not a file" });
    expect(messagesOf(refused).length).toBeGreaterThan(1);
    expect(outside(messagesOf(refused))).toEqual([]);
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
