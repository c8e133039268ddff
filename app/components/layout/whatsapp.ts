import type { SiteSettings } from "#app/features/settings/site-settings";

/** A wa.me link that opens a chat with the enquiry text filled in, naming the college or course if any. */
export function whatsappHref(
  settings: Pick<SiteSettings, "whatsappNumber" | "whatsappText">,
  subject?: string,
): string {
  const text = subject ? `${settings.whatsappText} I am interested in ${subject}.` : settings.whatsappText;
  return `https://wa.me/${settings.whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
