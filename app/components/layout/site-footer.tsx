import { href, Link } from "react-router";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { Icon } from "./icons";
import { SocialLinks } from "./social-links";
import { telHref, whatsappHref } from "./whatsapp";
import { STREAM_PATHS } from "#app/stream-paths";

export function SiteFooter({ settings, enquirySubject }: { settings: SiteSettings; enquirySubject?: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{settings.brandName}</p>
          <p>{settings.tagline}.</p>
          <SocialLinks social={settings.social} className="footer-social" />
        </div>
        <div>
          <h2 className="footer-heading">Talk to a counsellor</h2>
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
                href={whatsappHref(settings, enquirySubject)}
                rel="noopener noreferrer"
                target="_blank"
              >
                <Icon name="whatsapp" size={18} />
                Chat on WhatsApp
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">Explore</h2>
          <ul className="footer-list">
            <li>
              <Link to={STREAM_PATHS.engineering}>Engineering colleges</Link>
            </li>
            <li>
              <Link to={STREAM_PATHS.management}>Management colleges</Link>
            </li>
            <li>
              <Link to={STREAM_PATHS.medical}>Medical colleges in Karnataka</Link>
            </li>
            <li>
              <Link to={href("/exams")}>Exam calendar</Link>
            </li>
            <li>
              <Link to={href("/counselling/book")}>Book a counselling session</Link>
            </li>
            <li>
              <Link to={href("/FaqDetail")}>Franchise FAQ</Link>
            </li>
            <li>
              <Link to={href("/Contact")}>Contact us</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="container footer-legal">
        © {year} {settings.brandName}. Fees and rankings on this site are indicative; please confirm them with the
        college. <Link to={href("/privacy")}>Privacy notice</Link> ·{" "}
        <Link to={href("/privacy/request")}>See, correct or erase your details</Link>
      </p>
    </footer>
  );
}
