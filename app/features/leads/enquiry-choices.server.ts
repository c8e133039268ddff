import type { DB } from "#app/db/db.server";
import { pathIn, type Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";
import { enquiryLinks } from "./withdraw-link.server";

/**
 * The choices the first e-mail about an enquiry gives: withdraw (DPDP: as easy as consenting),
 * confirm the updates asked for (double opt-in), rights, privacy. The acknowledgement carries them;
 * a booking, which sends its confirmation instead, carries the same in it (ADR 080). A minor's
 * guardian withdraws their own address and is offered no updates.
 */
export interface EnquiryChoices {
  withdrawUrl: string;
  confirmUrl: string | null;
  privacyUrl: string;
  rightsUrl: string;
}

export function enquiryChoices(
  links: { origin: string; secret: Buffer },
  input: { enquiryId: number; language: Locale; guardianOfMinor: boolean; updatesAsked: boolean },
): EnquiryChoices {
  const urls = enquiryLinks(links, input.enquiryId, input.language);
  const page = (path: string) => new URL(pathIn(input.language, path), links.origin).toString();
  return {
    withdrawUrl: input.guardianOfMinor ? urls.guardianWithdrawUrl : urls.withdrawUrl,
    confirmUrl: !input.guardianOfMinor && input.updatesAsked ? urls.confirmUrl : null,
    privacyUrl: page("/privacy"),
    rightsUrl: page("/privacy/request"),
  };
}

/** The choices as the e-mail's lines, in its language. */
export function enquiryChoiceLines(language: Locale, choices: EnquiryChoices): string[] {
  const m = messagesFor(language).emails.acknowledgement;
  return [
    ...(choices.confirmUrl ? [m.confirm[0], `${m.confirm[1]} ${choices.confirmUrl}`, ""] : []),
    m.choicesHeading,
    `${m.withdraw} ${choices.withdrawUrl}`,
    `${m.rights} ${choices.rightsUrl}`,
    `${m.privacy} ${choices.privacyUrl}`,
  ];
}

/** An enquiry's choice lines read when its e-mail is written (a booking's confirmation); none once it is gone. */
export async function choiceLinesOfEnquiry(
  db: DB,
  links: { origin: string; secret: Buffer },
  input: { enquiryId: number; language: Locale; guardianOfMinor: boolean },
): Promise<string[]> {
  const enquiry = await db
    .selectFrom("lead_enquiries")
    .select("consent_purposes")
    .where("id", "=", input.enquiryId)
    .executeTakeFirst();
  const updatesAsked = Boolean(enquiry?.consent_purposes.includes('"updates"'));
  return enquiry ? enquiryChoiceLines(input.language, enquiryChoices(links, { ...input, updatesAsked })) : [];
}
