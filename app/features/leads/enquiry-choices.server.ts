import type { DB } from "#app/db/db.server";
import { pathIn, type Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";
import type { ConsentPurpose } from "./lead-fields";
import { enquiryLinks } from "./withdraw-link.server";

/**
 * The choices the first e-mail about an enquiry gives the person (DPDP Act: withdrawing is as easy
 * as consenting; updates wait for a confirmation): withdraw, confirm the updates they asked for,
 * their rights and the privacy notice. The acknowledgement carries them, and a booking, which sends
 * its confirmation instead of an acknowledgement, carries the same in its confirmation
 * (docs/decisions/080-one-voice-in-emails.md).
 */
export interface EnquiryChoices {
  withdrawUrl: string;
  /** Only when the updates box was ticked, and never in a minor's guardian's copy. */
  confirmUrl: string | null;
  privacyUrl: string;
  rightsUrl: string;
}

/**
 * An enquiry's choices for one of its addresses: a minor's guardian withdraws their own address
 * and is offered no updates; the sender withdraws the enquiry, and confirms updates when asked.
 */
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

/**
 * An enquiry's choices read when the e-mail is written (a booking's confirmation names its
 * enquiry, not its links): none when the enquiry is gone (an erasure).
 */
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
  if (!enquiry) return [];
  const asked = JSON.parse(enquiry.consent_purposes) as ConsentPurpose[];
  return enquiryChoiceLines(
    input.language,
    enquiryChoices(links, { ...input, updatesAsked: asked.includes("updates") }),
  );
}
