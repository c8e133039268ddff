import type { SiteSettings } from "#app/features/settings/site-settings";
import { useLocation } from "react-router";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { BrandLogo } from "./brand-logo";
import { Icon } from "./icons";
import { LanguageLink } from "./language-link";
import { telHref, whatsappHref } from "./whatsapp";

/**
 * On the pages where the spec hides the header and footer (landing pages), a slim bar keeps the
 * way home and the two quickest ways to reach a counsellor.
 */
export function LandingBar({ settings, enquirySubject }: { settings: SiteSettings; enquirySubject?: string }) {
  const m = useMessages().actions;
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <header className="landing-bar">
      <div className="container landing-bar-inner">
        <BrandLogo brandName={settings.brandName} />
        <div className="landing-actions">
          <LanguageLink pathname={pathname} />
          <a className="button button-small button-ghost" href={telHref(settings.phone)}>
            <Icon name="phone" size={16} />
            <span className="button-label">{m.call}</span>
          </a>
          <a
            className="button button-small button-whatsapp"
            href={whatsappHref(settings, enquirySubject, locale)}
            rel="noopener noreferrer"
            target="_blank"
          >
            <Icon name="whatsapp" size={16} />
            <span className="button-label">{m.whatsapp}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
