import { href, Link, useLocation } from "react-router";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { BrandLogo } from "./brand-logo";
import { Icon } from "./icons";
import { MainNavIsland } from "./main-nav.island";
import { NAVIGATION } from "./navigation";
import { ScrollProgressIsland } from "./scroll-progress.island";
import { telHref } from "./whatsapp";

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <ScrollProgressIsland />
      <div className="top-bar">
        <div className="container top-bar-inner">
          <ul className="top-links">
            <li>
              <Link to={href("/")}>Home</Link>
            </li>
            <li>
              <Link to={href("/colleges-course")}>Colleges &amp; Courses</Link>
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
        <MainNavIsland
          groups={NAVIGATION}
          pathname={pathname}
          homeHref={href("/")}
          collegesHref={href("/colleges-course")}
        />
      </div>
    </header>
  );
}
