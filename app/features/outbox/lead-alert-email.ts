import type { EmailPayload } from "./enqueue.server";

/** A lead alert as an e-mail: subject and plain text, written for a counsellor on a phone. */
export function leadAlertEmail(payload: EmailPayload, origin: string): { subject: string; text: string } {
  const { alert } = payload;
  const what = alert.event === "created" ? "New enquiry" : "Repeat enquiry";
  const subject = `${what}: ${alert.name}${alert.course ? ` (${alert.course})` : ""}`;
  const lines = [
    `${what} from ${alert.name}.`,
    "",
    `Student: ${alert.name}`,
    `Phone:   ${alert.phone ?? "not given"}`,
    `E-mail:  ${alert.email ?? "not given"}`,
    `Course:  ${alert.course ?? "not given"}`,
    `College: ${alert.college ?? "not given"}`,
    `Page:    ${alert.page} (${alert.form} form)`,
    `Assigned to: ${alert.assignee?.name ?? "nobody yet"}`,
    "",
    `Open the lead: ${origin}/Admin/leads/${alert.leadId}`,
  ];
  return { subject, text: lines.join("\n") };
}
