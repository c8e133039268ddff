import { Refusal } from "./refusal";

/**
 * A rule of the catalogue was broken. Services throw it; routes and the API adapter turn it
 * into a 4xx answer naming `field`. The message is written for the person at the form.
 */
export type CatalogueErrorCode = "duplicate" | "reserved" | "in-use" | "not-found" | "invalid-reference";

export class CatalogueError extends Refusal {
  constructor(
    readonly code: CatalogueErrorCode,
    message: string,
    field?: string,
  ) {
    // Catalogue editors are staff: its words are written where the rule is, in English.
    super({ code: "catalogue.rule", message }, { field });
    this.name = "CatalogueError";
  }
}
