import type { SiteSettings } from "#app/features/settings/site-settings";
import type { Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

/**
 * A wa.me link that opens a chat with the enquiry text filled in, naming the college or course if
 * any, in the page's language: the settings' text on English pages, the catalogue's on Hindi ones
 * (the person then writes to us in the language they chose).
 */
export function whatsappHref(
  settings: Pick<SiteSettings, "whatsappNumber" | "whatsappText">,
  subject?: string,
  locale: Locale = "en",
): string {
  const words = messagesFor(locale).whatsapp;
  const opening = locale === "en" ? settings.whatsappText : words.text;
  const text = subject ? `${opening} ${words.interestedIn(subject)}` : opening;
  return `https://wa.me/${settings.whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
