import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { STREAM_PATHS } from "#app/stream-paths";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { sitePage } from "#app/utils/page-handle";
import { metaMessages } from "#app/utils/seo";

export const handle = sitePage({ chrome: "full" });

/** Under /hi/* the page is in Hindi (app/routes.ts), like every page of that path. */
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaMessages(matches).home.notFound.title },
  { name: "robots", content: "noindex" },
];

export function loader() {
  // A real 404 status, so search engines drop dead links.
  return data(null, { status: 404 });
}

export default function NotFound() {
  const locale = useLocale();
  const m = useMessages().home.notFound;
  return (
    <main className="container narrow page-pad">
      <h1>{m.heading}</h1>
      <p>{m.text}</p>
      <Form method="get" action={linkIn(locale, href("/colleges-course"))} role="search" className="inline-search">
        <label htmlFor="not-found-search">{m.searchLabel}</label>
        <div className="inline-search-row">
          <input id="not-found-search" name="q" type="search" placeholder={m.searchPlaceholder} maxLength={100} />
          <button type="submit" className="button button-primary">
            {m.search}
          </button>
        </div>
      </Form>
      <ul className="link-list">
        <li>
          <Link to={linkIn(locale, href("/"))}>{m.home}</Link>
        </li>
        <li>
          <Link to={linkIn(locale, STREAM_PATHS.engineering)}>{m.engineering}</Link>
        </li>
        <li>
          <Link to={linkIn(locale, STREAM_PATHS.management)}>{m.management}</Link>
        </li>
        <li>
          <Link to={linkIn(locale, STREAM_PATHS.medical)}>{m.medical}</Link>
        </li>
        <li>
          <Link to={linkIn(locale, href("/Contact"))}>{m.counsellor}</Link>
        </li>
      </ul>
    </main>
  );
}
