import { z } from "zod";
import { SEAT_CATEGORIES, type SeatCategory } from "#app/db/column-values";

/** The query parameter a college page's category picker sends (a GET form: it works without JavaScript). */
export const CATEGORY_PARAM = "category";

/** The category a page's address asks for; Open when it asks for none, or for one we do not know. */
export function chosenCategory(url: URL): SeatCategory {
  return z.enum(SEAT_CATEGORIES).catch("open").parse(url.searchParams.get(CATEGORY_PARAM));
}
