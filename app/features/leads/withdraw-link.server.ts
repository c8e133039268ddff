import { href } from "react-router";
import { pathIn, type Locale } from "#app/utils/i18n/locale";
import { purposeMac, sameMac } from "#app/utils/purpose-mac.server";

/**
 * The links in every acknowledgement e-mail (and the webhook) that let a person act on their
 * enquiry without signing in: withdraw consent (DPDP Act §6(4): as easy as giving it), and
 * confirm the updates they asked for (double opt-in). Each token is an id and an HMAC of it
 * under a key derived from the server's secret (the IP hash key) for that one use, so it can't
 * be guessed for another enquiry or used for the other action, never expires, and needs
 * nothing stored.
 *
 * A token names an enquiry, not a lead: an acknowledgement goes to whatever address was typed,
 * so its links act on the enquiries sent with that address (consent-links.server.ts), never
 * on a lead someone else's enquiry happens to resemble. Tokens sent before that named the lead
 * ("<leadId>.<mac>"); they still work for the lead they were sent for.
 */
type LinkAction = "withdraw" | "confirm";

const PURPOSES: Record<LinkAction, string> = {
  withdraw: "withdraw-link:v2:enquiry",
  confirm: "confirm-updates-link:v1:enquiry",
};
const LEAD_PURPOSE = "withdraw-link:v1";
/** A minor's guardian's own withdrawal link (issue 43): it names the enquiry, and acts on the guardian's address only. */
const GUARDIAN_PURPOSE = "withdraw-link:v1:guardian";

const mac = (secret: Buffer, purpose: string, id: number) =>
  purposeMac(secret, purpose, String(id)).subarray(0, 16).toString("base64url");

/** What a link acts on: an enquiry (and the others sent with its address), or, for older links, a lead. */
export type LinkSubject = { enquiryId: number } | { leadId: number } | { guardianOfEnquiryId: number };

/** A lead's withdrawal token as sent before enquiry tokens: kept so those e-mails' links still work. */
export function withdrawToken(secret: Buffer, leadId: number): string {
  return `${leadId}.${mac(secret, LEAD_PURPOSE, leadId)}`;
}

export function enquiryToken(secret: Buffer, action: LinkAction, enquiryId: number): string {
  return `e${enquiryId}.${mac(secret, PURPOSES[action], enquiryId)}`;
}

/** The subject of a token for this action, or undefined when it is malformed or not ours. */
export function subjectOfToken(secret: Buffer, action: LinkAction, token: string): LinkSubject | undefined {
  const match = /^([eg]?)([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[2]);
  if (match[1] === "g") {
    if (action !== "withdraw") return undefined;
    return sameMac(match[3]!, mac(secret, GUARDIAN_PURPOSE, id)) ? { guardianOfEnquiryId: id } : undefined;
  }
  if (match[1] === "e") return sameMac(match[3]!, mac(secret, PURPOSES[action], id)) ? { enquiryId: id } : undefined;
  if (action !== "withdraw") return undefined;
  return sameMac(match[3]!, mac(secret, LEAD_PURPOSE, id)) ? { leadId: id } : undefined;
}

/** The lead an old-style withdrawal token is for, or undefined. */
export function leadIdOfWithdrawToken(secret: Buffer, token: string): number | undefined {
  const subject = subjectOfToken(secret, "withdraw", token);
  return subject && "leadId" in subject ? subject.leadId : undefined;
}

/** Where an enquiry's withdrawal and confirmation links point, on this site's public origin. */
export function enquiryLinks(
  links: { origin: string; secret: Buffer },
  enquiryId: number,
  /** The pages' language: the person's (the acknowledgement's). */
  language: Locale = "en",
): { withdrawUrl: string; confirmUrl: string; guardianWithdrawUrl: string } {
  const url = (path: string, token: string) => {
    const address = new URL(pathIn(language, path), links.origin);
    address.searchParams.set("token", token);
    return address.toString();
  };
  const withdraw = href("/privacy/withdraw");
  return {
    withdrawUrl: url(withdraw, enquiryToken(links.secret, "withdraw", enquiryId)),
    confirmUrl: url("/privacy/confirm", enquiryToken(links.secret, "confirm", enquiryId)),
    // The guardian's acknowledgement carries its own: it withdraws that address, not the student's.
    guardianWithdrawUrl: url(withdraw, `g${enquiryId}.${mac(links.secret, GUARDIAN_PURPOSE, enquiryId)}`),
  };
}
