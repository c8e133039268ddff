import { href, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./utils/nonce";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12306b" />
        {/* The one stylesheet, ahead of the script preloads <Links /> writes: the first paint waits for it, not for them. */}
        <link rel="stylesheet" href={stylesHref} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
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
