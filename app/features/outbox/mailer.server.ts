import { mailAddress } from "#app/utils/env.server";

/** Sends one e-mail; throws with the SMTP server's reason when it is not accepted. */
export interface Mailer {
  send(message: {
    to: string;
    subject: string;
    text: string;
    messageId: string;
    /** A meeting invitation (text/calendar with its METHOD), which mail apps offer to add to the calendar. */
    icalEvent?: { method: string; filename: string; content: string };
  }): Promise<void>;
  close(): void;
  /** The address the e-mails come from (MAIL_FROM's, without its name). */
  readonly fromAddress: string;
}

/**
 * An SMTP mailer for SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the
 * start). Every wait is bounded by `timeoutMs`, so an SMTP server that stops answering fails the
 * attempt (and it is retried) instead of holding the worker.
 */
export function smtpMailer(options: { smtpUrl: string; from: string; timeoutMs: number }): Mailer {
  // nodemailer is loaded only where SMTP is configured, and without holding up the start.
  const transport = import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    }),
  );
  return {
    fromAddress: mailAddress(options.from),
    async send(message) {
      await (await transport).sendMail({ from: options.from, ...message });
    },
    close() {
      void transport.then((loaded) => loaded.close());
    },
  };
}
