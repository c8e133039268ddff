import { href, Link, useLocation } from "react-router";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { linkIn, localeOf } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";
import { BrandLogo } from "./brand-logo";
import { Icon } from "./icons";
import { LanguageLink } from "./language-link";
import { MainNavIsland } from "./main-nav.island";
import { navigationFor } from "./navigation";
import { ScrollProgressIsland } from "./scroll-progress.island";
import { telHref } from "./whatsapp";

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  const m = messagesFor(locale);
  return (
    <header className="site-header">
      <ScrollProgressIsland label={m.header.readingProgress} />
      <div className="top-bar">
        <div className="container top-bar-inner">
          <ul className="top-links">
            <li>
              <Link to={linkIn(locale, href("/"))}>{m.header.home}</Link>
            </li>
            <li>
              <Link to={linkIn(locale, href("/colleges-course"))}>{m.header.collegesAndCourses}</Link>
            </li>
          </ul>
          <ul className="top-contact">
            <li>
              <a href={telHref(settings.phone)}>
                <Icon name="phone" size={16} />
                <span>{settings.phone}</span>
              </a>
            </li>
            <li className="top-email">
              <a href={`mailto:${settings.email}`}>
                <Icon name="mail" size={16} />
                <span>{settings.email}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container header-main">
        <BrandLogo brandName={settings.brandName} />
        {/* Beside the logo at every width: on a phone the top bar is hidden, and the switch must not be. */}
        <LanguageLink pathname={pathname} />
        <MainNavIsland
          groups={navigationFor(locale)}
          pathname={pathname}
          homeHref={linkIn(locale, href("/"))}
          collegesHref={linkIn(locale, href("/colleges-course"))}
          strings={{ ...m.nav, ...m.header }}
        />
      </div>
    </header>
  );
}
