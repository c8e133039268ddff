import { data } from "react-router";
import { parseId } from "#app/utils/ids";
import { intentFor } from "../admin-action.server";

/**
 * What the lead page's intents share (lead-intents.server.ts, admissions-intents.server.ts): the
 * page's lead, and the words of a form to correct.
 */
export type LeadParams = { id?: string };

/** One of the lead page's intents: the lead is the page's. */
export const leadIntent = intentFor<LeadParams>();

/** The lead of the page's address; a malformed id is the page's 404. */
export function leadIdOf(params: LeadParams): number {
  const id = parseId(params.id);
  if (!id) throw data("Not found", { status: 404 });
  return id;
}

export const saved = { invalid: "Please correct the fields marked above." };
