import { Form, href, Link } from "react-router";
import { placeIn } from "#app/utils/i18n/place-names";
import { CollegeCard } from "#app/features/colleges/college-card";
import { CollegeSearchInput } from "#app/features/college-search/college-search-input";
import { searchColleges, searchFacets } from "#app/features/college-search/college-search.server";
import { FEE_BANDS, isFiltered, parseCollegeSearch } from "#app/features/college-search/college-search-params";
import { visitorTextLang, withName } from "#app/utils/i18n/english-text";
import { dbFrom } from "#app/utils/context.server";
import { formatInr } from "#app/utils/format";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages, type Messages } from "#app/utils/i18n/messages";
import { metaMessages, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/colleges-course";
import { PageBand } from "#app/components/content/page-band";
import { Pager } from "#app/components/ui/pager";
import { sitePage } from "#app/utils/page-handle";
import { COLLEGE_SEARCH_PARAMS } from "#app/features/college-search/college-search-params";

export const handle = sitePage({
  chrome: "landing",
  sitemap: { lastmod: "release" },
  pageCache: { query: COLLEGE_SEARCH_PARAMS },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const m = metaMessages(matches).colleges.search;
  return pageMeta({
    matches,
    title: m.title,
    description: m.description,
    path: "/colleges-course",
    // Filtered and paged views are for visitors; the unfiltered list is the page to index. Read
    // from the search the loader parsed, not the address: an ad click id in the address does not
    // make the list another page (and the cached rendering is the same for both).
    noindex: loaderData ? isFiltered(loaderData.search) || (loaderData.search.page ?? 1) > 1 : false,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const search = parseCollegeSearch(new URL(request.url));
  const [result, facets] = await Promise.all([searchColleges(db, search), searchFacets(db)]);
  return { result, facets, search };
}

/** A fee band's name in the page's words: "Up to ₹1,00,000", "₹1,00,000 – ₹3,00,000", "Above ₹10,00,000". */
function feeBandLabel(band: (typeof FEE_BANDS)[number], m: Messages["colleges"]["search"]): string {
  if (band.max === undefined) return m.feeAbove(formatInr(band.min));
  return band.min === 0 ? m.feeUpTo(formatInr(band.max)) : m.feeBetween(formatInr(band.min), formatInr(band.max));
}

type SearchPage = Route.ComponentProps["loaderData"];

export default function CollegesCourse({ loaderData }: Route.ComponentProps) {
  const { result, facets, search } = loaderData;
  const locale = useLocale();
  const messages = useMessages().colleges;
  const m = messages.search;
  // A stream the catalogue of words has no Hindi name for stays as written.
  const lang = englishTextLang(locale);
  const path = linkIn(locale, href("/colleges-course"));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    for (const key of ["q", "stream", "state", "city", "fee"] as const) {
      const value = search[key];
      if (value) params.set(key, String(value));
    }
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const filtered = isFiltered(search);
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container search-layout">
        <SearchFilters search={search} facets={facets} path={path} filtered={filtered} />
        <section aria-labelledby="results-heading" className="results">
          <h2 id="results-heading" aria-live="polite">
            {result.total === 0 ? m.noMatch : m.found(result.total, filtered)}
          </h2>
          {result.partial ? (
            <p className="search-note">{withName(m.partial, search.q ?? "", visitorTextLang(search.q ?? "", lang))}</p>
          ) : null}
          {result.total === 0 ? (
            <p>
              {m.none.before}
              <Link to={linkIn(locale, href("/Contact"))}>{m.none.link}</Link>
              {m.none.after}
            </p>
          ) : (
            <div className="card-grid">
              {result.items.map((college) => (
                <CollegeCard key={college.id} college={college} />
              ))}
            </div>
          )}
          <Pager page={result.page} pageCount={result.pageCount} hrefFor={pageHref} words={messages.pager} />
        </section>
      </div>
    </main>
  );
}

/** The search box and the filters (stream, state, city, fee band): a GET form, so every search has an address. */
function SearchFilters({
  search,
  facets,
  path,
  filtered,
}: Pick<SearchPage, "search" | "facets"> & { path: string; filtered: boolean }) {
  const locale = useLocale();
  const messages = useMessages().colleges;
  const m = messages.search;
  const lang = englishTextLang(locale);
  return (
    <Form method="get" className="filters card" role="search" aria-label={m.formLabel}>
      <div className="field">
        <label htmlFor="q">{m.search}</label>
        <CollegeSearchInput id="q" name="q" defaultValue={search.q ?? ""} placeholder={m.placeholder} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="stream">{m.stream}</label>
        <select id="stream" name="stream" defaultValue={search.stream ?? ""}>
          <option value="">{m.allStreams}</option>
          {facets.streams.map((stream) => {
            const name = messages.streamName(stream);
            // The value stays the catalogue's name: the search reads it.
            return (
              <option key={stream} value={stream} lang={name === stream ? lang : undefined}>
                {name}
              </option>
            );
          })}
        </select>
      </div>
      <PlaceFilter id="state" label={m.state} all={m.allStates} places={facets.states} chosen={search.state} />
      <PlaceFilter id="city" label={m.city} all={m.allCities} places={facets.cities} chosen={search.city} />
      <div className="field">
        <label htmlFor="fee">{m.fee}</label>
        <select id="fee" name="fee" defaultValue={search.fee}>
          <option value="">{m.anyFee}</option>
          {FEE_BANDS.map((band) => (
            <option key={band.value} value={band.value}>
              {feeBandLabel(band, m)}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-actions">
        <button type="submit" className="button button-primary">
          {m.show}
        </button>
        {filtered ? <Link to={path}>{m.clear}</Link> : null}
      </div>
    </Form>
  );
}

/** A state or city drop-down: the catalogue's places, in Hindi on a Hindi page where the glossary has them. */
function PlaceFilter({
  id,
  label,
  all,
  places,
  chosen,
}: {
  id: "state" | "city";
  label: string;
  all: string;
  places: string[];
  chosen: string | undefined;
}) {
  const locale = useLocale();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} defaultValue={chosen ?? ""}>
        <option value="">{all}</option>
        {places.map((place) => {
          // The value is the catalogue's (English) place; the label in Hindi on a Hindi page.
          const shown = placeIn(locale, place);
          return (
            <option key={place} value={place} lang={shown.lang}>
              {shown.text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
