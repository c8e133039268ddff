import { CatalogueError } from "./catalogue-error";

/** A broken catalogue rule as a message for the form, with the field it concerns; anything else is rethrown. */
export function catalogueFailure(error: unknown): { message: string; field?: string } {
  if (error instanceof CatalogueError) return { message: error.message, field: error.field };
  throw error;
}
