import { href, Link } from "react-router";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { Icon } from "./icons";
import { SocialLinks } from "./social-links";
import { telHref, whatsappHref } from "./whatsapp";
import { STREAM_PATHS } from "#app/stream-paths";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";

export function SiteFooter({ settings, enquirySubject }: { settings: SiteSettings; enquirySubject?: string }) {
  const year = new Date().getFullYear();
  const m = useMessages().footer;
  const locale = useLocale();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{settings.brandName}</p>
          {/* The Hindi tagline on Hindi pages; without one, the English tagline, marked as English. */}
          {locale === "hi" && settings.taglineHi ? (
            <p>{settings.taglineHi}।</p>
          ) : (
            <p lang={englishTextLang(locale)}>{settings.tagline}.</p>
          )}
          <SocialLinks social={settings.social} className="footer-social" />
        </div>
        <div>
          <h2 className="footer-heading">{m.talkToCounsellor}</h2>
          <ul className="footer-list">
            <li>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
            <li>
              <a
                className="whatsapp-link"
                href={whatsappHref(settings, enquirySubject, locale)}
                rel="noopener noreferrer"
                target="_blank"
              >
                <Icon name="whatsapp" size={18} />
                {m.whatsapp}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{m.explore}</h2>
          <ul className="footer-list">
            <li>
              <Link to={STREAM_PATHS.engineering}>{m.engineering}</Link>
            </li>
            <li>
              <Link to={STREAM_PATHS.management}>{m.management}</Link>
            </li>
            <li>
              <Link to={STREAM_PATHS.medical}>{m.medical}</Link>
            </li>
            <li>
              <Link to={href("/exams")}>{m.exams}</Link>
            </li>
            <li>
              <Link to={href("/predictor")}>{m.predictor}</Link>
            </li>
            <li>
              <Link to={href("/counselling/book")}>{m.booking}</Link>
            </li>
            <li>
              <Link to={href("/FaqDetail")}>{m.franchiseFaq}</Link>
            </li>
            <li>
              <Link to={href("/Contact")}>{m.contact}</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="container footer-legal">
        © {year} {settings.brandName}. {m.indicative} <Link to={linkIn(locale, href("/privacy"))}>{m.privacy}</Link> ·{" "}
        <Link to={href("/privacy/request")}>{m.rights}</Link>
      </p>
    </footer>
  );
}
