import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import type { PersonLead } from "#app/features/privacy/person-data.server";
import { messagesFor } from "#app/utils/i18n/messages";
import { Verified } from "./verified-answer";

/**
 * A person's statuses reach their page as codes and are worded by the page language's catalogue
 * (docs/decisions/069-messages-by-code.md): the Hindi page shows the Hindi words, with no English label
 * to map back from.
 */

const lead: PersonLead = {
  id: 1,
  receivedAt: "2026-11-02T05:30:00.000Z",
  status: "converted",
  counsellor: "Anil",
  applicant: "adult",
  guardian: null,
  enquiries: [],
  applications: [
    {
      college: "RV College of Engineering",
      course: "",
      intake: 2027,
      applicationNumber: "",
      status: "seat_confirmed",
      steps: [{ kind: "fee_due", note: "", onDate: "2026-12-12", atTime: null }],
      documents: [{ name: "Class 12 marksheet", status: "received", fileName: "marks.pdf" }],
    },
  ],
  statusLinks: [],
  sessions: [{ at: "2026-11-03T05:30:00.000Z", counsellor: "Anil", topic: "", status: "no_show" }],
  payments: [
    {
      receiptNumber: "ME/2026/0001",
      paidOn: "2026-11-02",
      amountPaise: 1_000_00,
      mode: "bank_transfer",
      reference: "",
    },
  ],
  consents: [],
  currentConsent: { contact: "given", updates: "refused" } as PersonLead["currentConsent"],
};

const render = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Verified answer={{ step: "verified", kind: "access", data: [lead], proof: "" }} />
    </MemoryRouter>,
  );

test.each([
  ["/privacy/request/x", "en"],
  ["/hi/privacy/request/x", "hi"],
] as const)("the statuses of a verified answer on %s are the page language's words for their codes", (path, locale) => {
  const m = messagesFor(locale).student;
  const html = render(path);
  for (const words of [
    m.privacy.verified.leadStatuses.converted,
    m.privacy.verified.applicationStatuses.seat_confirmed,
    m.privacy.verified.documentStatuses.received,
    m.privacy.verified.sessionStatuses.no_show,
    m.privacy.verified.paymentModes.bank_transfer,
    m.status.stepKinds.fee_due,
  ]) {
    expect(html).toContain(words);
  }
  if (locale === "hi") {
    for (const english of ["Admitted", "Seat confirmed", "Received", "no-show", "Bank transfer", "Fee due"])
      expect(html).not.toContain(english);
  }
});
