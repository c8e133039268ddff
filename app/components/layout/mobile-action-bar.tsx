import type { SiteSettings } from "#app/features/settings/site-settings";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { Icon } from "./icons";
import { telHref, whatsappHref } from "./whatsapp";

/** On phones, Call, WhatsApp and Enquire stay one tap away, in a slim bar at the bottom. */
export function MobileActionBar({ settings, enquirySubject }: { settings: SiteSettings; enquirySubject?: string }) {
  const m = useMessages().actions;
  const locale = useLocale();
  return (
    <div className="mobile-actions">
      <a href={telHref(settings.phone)}>
        <Icon name="phone" size={18} />
        {m.call}
      </a>
      <a href={whatsappHref(settings, enquirySubject, locale)} rel="noopener noreferrer" target="_blank">
        <Icon name="whatsapp" size={18} />
        {m.whatsapp}
      </a>
      <a href="#enquire" className="mobile-actions-primary">
        {m.enquire}
      </a>
    </div>
  );
}
