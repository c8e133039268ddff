import type { DB } from "#app/db/db.server";
import { listAdminNames } from "#app/features/admins/admins.server";
import { assignableStaff } from "#app/features/inbox/leads-bulk.server";
import { leadMessages, type LeadMessage } from "#app/features/outbox/outbox.server";
import { maskedContact } from "#app/utils/masked-contact";

/**
 * What the lead page's header and Messages section add to the page (docs/decisions/
 * 075-lead-workspace.md): whom the lead is assigned to, the counsellors an owner may reassign it
 * to, and the e-mails and webhooks about the person, with each address partly masked for a
 * counsellor (owners see it whole).
 */
export async function workspaceData(
  db: DB,
  lead: { id: number; assignee_id: number | null },
  viewer: { role: "owner" | "counsellor" },
) {
  const isOwner = viewer.role === "owner";
  const staff = await listAdminNames(db);
  const messages = await leadMessages(db, lead.id);
  return {
    assigneeName: staff.find((person) => person.id === lead.assignee_id)?.name ?? null,
    // Only active counsellors take leads from this page; the inbox's bulk bar reaches everyone.
    counsellors: isOwner
      ? (await assignableStaff(db))
          .filter((person) => person.role === "counsellor")
          .map(({ id, name }) => ({ id, name }))
      : [],
    messages: isOwner ? messages : messages.map(maskedRecipient),
  };
}

/** A message as a counsellor sees it: each e-mail address of its recipient masked. */
function maskedRecipient(message: LeadMessage): LeadMessage {
  if (message.channel !== "email" || !message.recipient) return message;
  const recipient = message.recipient
    .split(",")
    .map((address) => maskedContact(address.trim(), 2))
    .join(", ");
  return { ...message, recipient };
}
