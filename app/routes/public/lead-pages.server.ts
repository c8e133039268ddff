import { collegeNamesForLead, collegesBySlugs } from "#app/features/colleges/college-comparison.server";
import { getCollegeBySlug } from "#app/features/colleges/colleges.server";
import { parseCollegeSlugs, PICK_LISTS, type PickList } from "#app/features/shortlist/college-picks";
import type { LeadOptions } from "#app/features/lead-forms/lead-action.server";
import type { LeadFormId } from "#app/features/leads/lead-fields";
import type { DB } from "#app/db/db.server";
import { predictorLeadDetails } from "#app/features/predictor/predictor-lead.server";

/**
 * What a page tells the leads its form sends: the college it is about, or the colleges its
 * address lists. One definition for the page's own action (a post without JavaScript) and for
 * /leads/enquire (with it), so a lead says the same whichever way it came. Undefined: the page
 * names no college we have, which the page answers with a 404.
 */
export async function collegePageLead(
  db: DB,
  form: "college" | "disk",
  slug: string,
): Promise<LeadOptions | undefined> {
  // The name alone: a lead's post needs no courses, placements or facts.
  const college = await getCollegeBySlug(db, slug);
  return college && { forms: [form], collegeName: college.name };
}

/** The colleges named by the address (?colleges=a,b) of the compare page or the shortlist. */
export async function collegeListLead(db: DB, form: PickList, address: URL): Promise<LeadOptions | undefined> {
  const slugs = parseCollegeSlugs(address.searchParams.get("colleges"), PICK_LISTS[form].max);
  // The names come from the address the form was sent from, read here, not from the form.
  const { found } = await collegesBySlugs(db, slugs);
  return found.length > 0 ? { forms: [form], collegeName: collegeNamesForLead(found) } : undefined;
}

/**
 * The rank predictor's question (the results page's address) and the seats ticked (`values`):
 * undefined when the address asks no valid question, which the page answers with a 400.
 */
export async function predictorLead(
  db: DB,
  address: URL,
  values: Record<string, string>,
): Promise<LeadOptions | undefined> {
  const details = await predictorLeadDetails(db, address, values);
  return (
    details && {
      forms: ["predictor"],
      note: details.note,
      ...(details.collegeName ? { collegeName: details.collegeName } : {}),
    }
  );
}

/**
 * For /leads/enquire: what the page at `page` tells a lead of `form`. A college page's slug is
 * the last segment of its address (/:college, /disk/:slug, /college/disk/:slug). The other forms
 * take nothing from their page but its address; the predictor's also its tick boxes (`values`).
 */
export function leadOptionsFor(
  db: DB,
  form: LeadFormId,
  page: URL,
  values: Record<string, string> = {},
): Promise<LeadOptions | undefined> {
  switch (form) {
    case "college":
    case "disk":
      return collegePageLead(db, form, lastSegment(page));
    case "compare":
    case "shortlist":
      return collegeListLead(db, form, page);
    case "predictor":
      return predictorLead(db, page, values);
    default:
      return Promise.resolve({ forms: [form] });
  }
}

/** The decoded last segment of a path, in lower case as every slug is (college-slug.ts). */
function lastSegment(page: URL): string {
  const segment = page.pathname.split("/").at(-1) ?? "";
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return "";
  }
}
