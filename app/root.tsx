import {
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { htmlLang, localeOf } from "./utils/i18n/locale";
import type { Route } from "./+types/root";
import { IslandsScript } from "./islands/islands-script";
import { useNonce } from "./utils/nonce";
import { runsClientRouter, STORABLE } from "./utils/page-handle";
import stylesHref from "./styles/app.css?url";
import faviconSvg from "../public/favicon.svg?raw";

export const handle = STORABLE;

/**
 * The icon is written into the page rather than linked: Chromium asks for a linked icon while the
 * page is still waiting for its stylesheet, so on a slow connection the icon shares the first
 * round trips with it, and Lighthouse counts it on the way to the largest paint (+150 ms on every
 * page at slow 4G; docs/performance.md, tenth session). /favicon.svg stays for anyone who asks.
 */
const ICON_HREF = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: ICON_HREF, type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const clientRouter = useClientRouter();
  // The page's language is its path's (app/utils/i18n/locale.ts): `/hi/…` pages are Hindi.
  const lang = htmlLang(localeOf(useLocation().pathname));
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12306b" />
        {/* The one stylesheet, ahead of any script preloads: the first paint waits for it, not for them. */}
        <link rel="stylesheet" href={stylesHref} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {clientRouter ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <IslandsScript />
        )}
      </body>
    </html>
  );
}

/**
 * Whether React Router runs this page in the browser (the admin area and sign-in pages), or the
 * page ships only its islands (every other page; docs/decisions/027-islands-on-public-pages.md).
 * In the browser this runs only on router pages, and keeps the router's scripts across its
 * navigations.
 */
function useClientRouter(): boolean {
  const matches = useMatches();
  return typeof document !== "undefined" || runsClientRouter(matches.map((match) => match.handle));
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Never show a stack trace to a visitor; the server log has the details.
  return (
    <main className="container narrow page-pad">
      <title>{notFound ? "Page not found" : "Please try again in a minute"}</title>
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "We could not find that page. It may have moved, or the address may have a typo."
          : "Sorry, something went wrong on our side. Please try again in a minute."}
      </p>
      <p>
        <a className="button button-primary" href={href("/")}>
          Go to the home page
        </a>
      </p>
    </main>
  );
}
