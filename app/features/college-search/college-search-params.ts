import { formatInr } from "#app/utils/format";
import type { CollegeSearch } from "./college-search.server";

/**
 * The query parameters /colleges-course reads: its filters and the page number. The page's
 * contract names them as what its kept page depends on (routes/public/colleges-course.tsx).
 */
export const COLLEGE_SEARCH_PARAMS = ["q", "stream", "state", "city", "fee", "page"] as const;
type CollegeSearchParam = (typeof COLLEGE_SEARCH_PARAMS)[number];

/** Colleges on one page of /colleges-course. */
const PAGE_SIZE = 12;

/** Fee bands a parent thinks in, per year. */
export const FEE_BANDS = [
  { value: "0-100000", label: `Up to ${formatInr(100000)}`, min: 0, max: 100000 },
  { value: "100000-300000", label: `${formatInr(100000)} – ${formatInr(300000)}`, min: 100000, max: 300000 },
  { value: "300000-1000000", label: `${formatInr(300000)} – ${formatInr(1000000)}`, min: 300000, max: 1000000 },
  { value: "1000000-", label: `Above ${formatInr(1000000)}`, min: 1000000, max: undefined },
] as const;

/**
 * Reads the filters from the URL, ignoring anything malformed rather than failing. Only the
 * parameters listed in COLLEGE_SEARCH_PARAMS: the HTML cache keys this page by those alone.
 */
export function parseCollegeSearch(url: URL): CollegeSearch & { fee: string } {
  const get = (key: CollegeSearchParam) => url.searchParams.get(key)?.trim().slice(0, 100) || undefined;
  const fee = FEE_BANDS.find((band) => band.value === get("fee"));
  const page = Number.parseInt(get("page") ?? "1", 10);
  return {
    q: get("q"),
    stream: get("stream"),
    state: get("state"),
    city: get("city"),
    feeMin: fee?.min,
    feeMax: fee?.max,
    fee: fee?.value ?? "",
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

export function isFiltered(search: {
  q?: string;
  stream?: string;
  state?: string;
  city?: string;
  fee: string;
}): boolean {
  return Boolean(search.q || search.stream || search.state || search.city || search.fee);
}
