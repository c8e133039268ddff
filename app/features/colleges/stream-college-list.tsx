import { Pager, pageHref } from "#app/components/ui/pager";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { CollegeLink } from "./college-link";
import { PlaceName } from "#app/utils/i18n/place-names";

/** A stream page's list of colleges in columns (name · city), one page of it, with its pager. */
export function StreamCollegeList({
  colleges,
  page,
  pageCount,
  path,
}: {
  colleges: { id: number; slug: string; name: string; cities: string }[];
  page: number;
  pageCount: number;
  /** The stream page's own path (English or Hindi), for the pager's links. */
  path: string;
}) {
  const locale = useLocale();
  const lang = englishTextLang(locale);
  const { pager } = useMessages().colleges;
  return (
    <>
      <ul className="link-columns">
        {colleges.map((college) => (
          <li key={college.id}>
            <CollegeLink id={college.id} slug={college.slug} lang={lang}>
              {college.name}
            </CollegeLink>
            <span className="muted small">
              {" "}
              · <PlaceName locale={locale}>{college.cities}</PlaceName>
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => pageHref(linkIn(locale, path), n)} words={pager} />
    </>
  );
}
