import { FormResult } from "#app/components/forms/form-result";
import { STATUS_LINK_DAYS } from "#app/features/status-link/status-link-schema";
import type { SentStatusLink } from "#app/features/status-link/status-links.server";
import { mayEmail } from "#app/features/leads/lead-contact";
import { contactAddress } from "#app/features/leads/lead-recipients";
import { formatIndiaDateTime, formatIndiaDay } from "#app/utils/india-time";
import type { LeadPageData } from "./lead-page-data";
import { RowAction } from "./row-action";
import { useWorkForm, type CallableSectionProps } from "./work-forms";

type Link = LeadPageData["statusLinks"][number];

/**
 * The student's status link (docs/decisions/049-status-link.md): the links that work now, each
 * with Revoke, and "Send the status link", which e-mails a new one and shows it once, with a
 * WhatsApp message carrying it. Not while the person asked not to be contacted; only for WhatsApp
 * while they may be called but not e-mailed (a new enquiry by phone after a withdrawal).
 */
export function StatusLinkSection({ page, callable, actionData }: CallableSectionProps) {
  // An address whose e-mail is off gets no link by e-mail (lead-contact.ts mayEmail; ADR 062).
  const emailable = !page.lead.email || mayEmail(page.lead);
  const send = useWorkForm(actionData, "status-link");
  const revoked = useWorkForm(actionData, "status-link-revoke");
  const sent = send.answer?.ok ? (send.answer.extra as SentStatusLink | undefined) : undefined;
  const links = page.statusLinks;
  return (
    <section className="card" aria-labelledby="status-link-heading">
      <h2 id="status-link-heading">Status link</h2>
      <p className="muted">
        A page where the student and their parents see the applications, their status and the dates coming up, without
        signing in. A link works for {STATUS_LINK_DAYS} days; sending a new one keeps the older ones working, so a
        parent&apos;s copy still opens.
      </p>
      <FormResult result={revoked.answer} />
      {links.length === 0 ? (
        <p>No link is working now.</p>
      ) : (
        <ul className="timeline-list">
          {links.map((link) => (
            <ActiveLink key={link.id} link={link} />
          ))}
        </ul>
      )}
      {callable ? (
        <send.fetcher.Form method="post" {...send.formProps}>
          <input type="hidden" name="intent" value={send.intent} />
          <FormResult result={send.answer} />
          {sent ? <SentLink sent={sent} /> : null}
          {emailable ? null : (
            <p role="status">
              E-mail is off: the person withdrew it, and their new enquiry did not come from this address. The link is
              made for WhatsApp only.
            </p>
          )}
          {emailable ? <SendTo lead={page.lead} /> : null}
          <button type="submit" className="button button-primary" disabled={send.busy}>
            {emailable ? "Send the status link" : "Make the status link for WhatsApp"}
          </button>
        </send.fetcher.Form>
      ) : (
        <p role="status">This person asked not to be contacted, so no status link can be sent.</p>
      )}
    </section>
  );
}

/**
 * To whom the link is e-mailed, asked only when the lead has both a parent's or guardian's and a
 * student's address (lead-recipients.ts); otherwise it goes to the one there is.
 */
function SendTo({ lead }: { lead: LeadPageData["lead"] }) {
  const guardian = contactAddress(lead, "guardian");
  const student = contactAddress(lead, "student");
  if (!guardian || !student) return null;
  const options = [
    { value: "both", label: "Both" },
    { value: "guardian", label: `The parent or guardian (${guardian})` },
    { value: "student", label: `The student (${student})` },
  ];
  return (
    <fieldset className="admin-fieldset status-link-to">
      <legend>Send it to</legend>
      {options.map((option) => (
        <div className="check" key={option.value}>
          <input
            type="radio"
            id={`status-link-to-${option.value}`}
            name="to"
            value={option.value}
            defaultChecked={option.value === "both"}
          />
          <label htmlFor={`status-link-to-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** One working link: when it went, how, until when, and its Revoke button. */
function ActiveLink({ link }: { link: Link }) {
  const sentOn = formatIndiaDateTime(link.created_at);
  return (
    <li>
      <p>
        <strong>Sent {sentOn}</strong>
        {link.sent_by_name ? ` by ${link.sent_by_name}` : ""} ·{" "}
        {link.emailed ? "e-mailed to the student" : "not e-mailed"} · works until {formatIndiaDateTime(link.expires_at)}
        {link.opened_on ? ` · last opened ${formatIndiaDay(link.opened_on)}` : " · not opened yet"}
      </p>
      <RowAction
        intent="status-link-revoke"
        field="link_id"
        value={link.id}
        label="Revoke"
        hiddenLabel={`the link sent ${sentOn}`}
      />
    </li>
  );
}

/** The new link, shown this once: to copy, and as a WhatsApp message to the student's phone. */
function SentLink({ sent }: { sent: SentStatusLink }) {
  return (
    <div className="status-link-sent">
      <label htmlFor="status-link-url">The link (copy it now: it is not shown again)</label>
      <input id="status-link-url" type="text" readOnly value={sent.url} className="feed-url" />
      {sent.whatsApp ? (
        <p>
          <a className="button button-ghost" href={sent.whatsApp} target="_blank" rel="noopener noreferrer">
            Send it on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p className="muted">There is no phone number for WhatsApp.</p>
      )}
    </div>
  );
}
