import { href, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";

/** What a college route's loader throws for an unknown address: the colleges it may have meant. */
export interface CollegeNotFound {
  slug: string;
  similar: { name: string; slug: string }[];
}

/**
 * The 404 of a college address, in the page's language: "Did you mean …" when the address is
 * close to a college's, each linking to its page in the same language.
 */
export function NoCollegeFound() {
  const error = useRouteError();
  const locale = useLocale();
  const m = useMessages().colleges.notFound;
  const similar = isRouteErrorResponse(error) ? ((error.data as CollegeNotFound | null)?.similar ?? []) : [];
  return (
    <main className="container narrow page-pad">
      <h1>{m.title}</h1>
      <p>{m.text}</p>
      {similar.length > 0 ? (
        <section aria-labelledby="did-you-mean">
          <h2 id="did-you-mean">{m.didYouMean}</h2>
          <ul className="link-list">
            {similar.map((college) => (
              <li key={college.slug}>
                <Link to={linkIn(locale, href("/:college", { college: college.slug }))} lang={englishTextLang(locale)}>
                  {college.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link className="button button-primary" to={linkIn(locale, href("/colleges-course"))}>
          {m.browse}
        </Link>
      </p>
    </main>
  );
}
