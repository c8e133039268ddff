import { expect, test } from "vitest";
import { enqueueEmails, enqueueWebhook } from "#app/features/outbox/enqueue.server";
import { claimDueRows, leadMessages, markSent, recordWritten } from "#app/features/outbox/outbox.server";
import { outboxEraser } from "#app/features/outbox/outbox-eraser.server";
import type { ErasedCopies } from "#app/utils/erasure";
import { maskedContact } from "#app/utils/masked-contact";
import { describeEachEngine } from "../setup/test-database";

const T0 = new Date("2026-12-01T10:00:00.000Z");

/**
 * A lead's Messages section (issue 43, item 6; docs/decisions/075-lead-workspace.md): the outbox
 * keeps each row's recipient and subject, an e-mail's as the worker wrote it and a webhook's
 * (host and event) as it was queued; the lead's rows are read through leadMessages; an erased
 * address goes with the rows it was the recipient of.
 */
describeEachEngine("a lead's messages", (db) => {
  test("an e-mail's recipient and subject as written, a webhook's host and event, newest first; another lead's not", async () => {
    const lead = await db()
      .insertInto("leads")
      .values({
        form: "contact",
        page: "/Contact",
        name: "Priya",
        created_at: T0.toISOString(),
        updated_at: T0.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueEmails(db(), [{ eventKey: "ack-1", leadId: lead.id, payload: { kind: "acknowledgement" } }]);
    await enqueueEmails(db(), [{ eventKey: "other-1", leadId: null, payload: { kind: "digest" } }]);
    await enqueueWebhook(db(), {
      eventKey: "hook-1",
      leadId: lead.id,
      payload: {
        url: "https://crm.example.in/hooks/secret-path?token=abc",
        body: JSON.stringify({ event: "lead.created" }),
      },
    });
    const [claimed] = await claimDueRows(db(), { at: new Date(Date.now() + 1000), leaseMs: 60_000, limit: 1 });
    expect(claimed!.event_key).toBe("ack-1");
    await recordWritten(db(), claimed!, { to: "priya.sharma@example.in", subject: "We received your enquiry" });
    await markSent(db(), claimed!, new Date());

    const messages = await leadMessages(db(), lead.id);
    expect(messages.map((m) => [m.channel, m.recipient, m.subject, m.status])).toEqual([
      ["webhook", "crm.example.in", "lead.created", "pending"],
      ["email", "priya.sharma@example.in", "We received your enquiry", "sent"],
    ]);

    // The person's address erased (not the whole lead): the e-mail written to it goes.
    await outboxEraser.eraseCopies!(db(), {
      wholeLeads: [],
      touchedLeads: [],
      enquiryIds: [],
      contacts: [],
      gone: { emails: ["priya.sharma@example.in"], phones: [] },
    } satisfies ErasedCopies);
    expect((await leadMessages(db(), lead.id)).map((m) => m.channel)).toEqual(["webhook"]);
  });
});

test("a counsellor sees an address partly masked", () => {
  expect(maskedContact("priya.sharma@example.in", 2)).toBe("pr****@example.in");
  expect(maskedContact("rahul@example.com")).toBe("r****@example.com");
});
