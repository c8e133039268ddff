import type { OutboxStatus } from "#app/db/column-values";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { LeadPageData } from "./lead-page-data";

/** A message's state in the words of the page: did it reach them? */
const STATE_WORDS: Record<OutboxStatus, string> = {
  sent: "delivered",
  pending: "waiting",
  failed: "failed",
  not_configured: "not sent: e-mail is not set up",
};

/**
 * Every e-mail and webhook about this person (features/outbox leadMessages): when, to whom (the
 * address partly masked for a counsellor), its subject, and whether it was delivered, is waiting
 * or failed. A message not written yet has no recipient or subject to show.
 */
export function MessagesSection({ page }: { page: LeadPageData }) {
  const { messages } = page;
  return (
    <section className="card" aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages</h2>
      {messages.length === 0 ? <p className="muted">Nothing sent about this person yet.</p> : null}
      <ol className="timeline-list message-list">
        {messages.map((message) => (
          <li key={message.id}>
            <p>
              <strong>{message.subject ?? (message.channel === "email" ? "E-mail" : "Webhook")}</strong>{" "}
              <span className={`message-state message-state-${message.status}`}>{STATE_WORDS[message.status]}</span>
            </p>
            <p className="muted small">
              {formatIndiaDateTime(message.sent_at ?? message.created_at)} ·{" "}
              {message.channel === "email" ? "e-mail" : "webhook"} to {message.recipient ?? "(written when it is sent)"}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
