import { href } from "react-router";
import { purposeMac, sameMac } from "#app/utils/purpose-mac.server";

/**
 * The link in every acknowledgement e-mail and webhook that lets a person withdraw consent
 * without signing in (DPDP Act §6(4): as easy as giving it). The token is the lead's id and an
 * HMAC of it under a key derived from the server's secret (the IP hash key), so it can't be
 * guessed for another lead, never expires, and needs nothing stored.
 */
const PURPOSE = "withdraw-link:v1";

const mac = (secret: Buffer, leadId: number) => purposeMac(secret, PURPOSE, String(leadId)).subarray(0, 16);

export function withdrawToken(secret: Buffer, leadId: number): string {
  return `${leadId}.${mac(secret, leadId).toString("base64url")}`;
}

/** The lead a token is for, or undefined when it is malformed or not ours. */
export function leadIdOfWithdrawToken(secret: Buffer, token: string): number | undefined {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const leadId = Number(match[1]);
  return sameMac(Buffer.from(match[2]!, "base64url"), mac(secret, leadId)) ? leadId : undefined;
}

/** Where a lead's withdrawal link points, on this site's public origin. */
export function withdrawUrl(links: { origin: string; secret: Buffer }, leadId: number): string {
  const url = new URL(href("/privacy/withdraw"), links.origin);
  url.searchParams.set("token", withdrawToken(links.secret, leadId));
  return url.toString();
}
