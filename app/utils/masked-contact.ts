/**
 * "pr****@example.com": enough to recognise where something went, not enough to learn the
 * address (`keep` letters of its name stay). A phone number keeps its last four digits.
 */
export function maskedContact(contact: string, keep = 1): string {
  const [local = "", domain] = contact.split("@");
  return domain ? `${local.slice(0, keep)}****@${domain}` : `******${contact.slice(-4)}`;
}
