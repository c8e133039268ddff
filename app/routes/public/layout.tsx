import {
  href,
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useMatches,
  type ShouldRevalidateFunction,
} from "react-router";
import { LandingBar } from "#app/components/layout/landing-bar";
import { MobileActionBar } from "#app/components/layout/mobile-action-bar";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SiteHeader } from "#app/components/layout/site-header";
import { ScrollToTopIsland } from "#app/components/layout/scroll-to-top.island";
import { SocialSidebar } from "#app/components/layout/social-links";
import { PicksBarIsland } from "#app/features/shortlist/picks-bar.island";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { dbFrom } from "#app/utils/context.server";
import { STORABLE, type PageHandle } from "#app/utils/page-handle";
import { chromeOf } from "#app/utils/route-contract";
import { messagesFor, useLocale, useMessages } from "#app/utils/i18n/messages";
import { pathIn } from "#app/utils/i18n/locale";
import { LanguageOfferIsland } from "#app/components/layout/language-offer.island";
import type { Route } from "./+types/layout";
import { siteOrigin } from "#app/utils/env.server";

export const handle = STORABLE;

export async function loader({ context }: Route.LoaderArgs) {
  return {
    settings: await getSiteSettings(dbFrom(context)),
    // Canonical URLs, og:url, og:image and JSON-LD: the site's own origin, never the Host header.
    origin: siteOrigin(context.env),
  };
}

// The settings change rarely; a page-to-page navigation need not fetch them again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

/**
 * The one layout every public page sits in; it applies the spec's header/footer rule as each page
 * declares its part of it (its contract's `chrome`, docs/decisions/005-header-footer-rule.md).
 */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const location = useLocation();
  const handles = useMatches().map((match) => match.handle as PageHandle | undefined);
  const chrome = chromeOf(handles);
  const floatingBars = handles.every((handle) => handle?.floatingBars !== false);
  const enquirySubject = useEnquirySubject();
  const messages = useMessages();
  return (
    <>
      <a href="#main" className="skip-link">
        {messages.skipToContent}
      </a>
      {chrome === "full" ? (
        <>
          <SiteHeader settings={settings} />
          <SocialSidebar social={settings.social} />
        </>
      ) : (
        <LandingBar settings={settings} enquirySubject={enquirySubject} />
      )}
      <div id="main" tabIndex={-1} className="main-area">
        <Outlet />
      </div>
      {chrome === "full" ? <SiteFooter settings={settings} enquirySubject={enquirySubject} /> : null}
      {floatingBars ? <PicksBarIsland pathname={location.pathname} strings={messages.colleges.picksBar} /> : null}
      <ScrollToTopIsland label={messages.scrollToTop} />
      {/* The English home page offers the Hindi site to Hindi readers; it never redirects them. */}
      {location.pathname === "/" ? (
        <LanguageOfferIsland strings={messagesFor("hi").languageOffer} hindiHref={pathIn("hi", "/")} />
      ) : null}
      {floatingBars ? <MobileActionBar settings={settings} enquirySubject={enquirySubject} /> : null}
    </>
  );
}

/** The college or course the current page is about, for the WhatsApp enquiry text. */
function useEnquirySubject(): string | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const subject = (match.handle as PageHandle | undefined)?.enquirySubject?.(match.loaderData);
    if (subject) return subject;
  }
  return undefined;
}

/**
 * A public page that failed to render, in the page's language (the root's last resort is English,
 * for the admin area). A page's own boundary answers first where it has one (a 404, a 429).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const m = messagesFor(locale).home.rootError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Never a stack trace to a visitor; the server log has the details.
  return (
    <main className="container narrow page-pad">
      <title>{notFound ? m.notFoundTitle : m.title}</title>
      <h1>{notFound ? m.notFoundTitle : m.heading}</h1>
      <p>{notFound ? m.notFoundText : m.text}</p>
      <p>
        <a className="button button-primary" href={pathIn(locale, href("/"))}>
          {m.goHome}
        </a>
      </p>
    </main>
  );
}
