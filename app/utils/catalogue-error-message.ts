import { isUniqueViolation } from "#app/db/db-errors";
import { CatalogueError } from "./catalogue-error";

/** A broken catalogue rule as a message for the form, with the field it concerns; anything else is rethrown. */
export function catalogueFailure(error: unknown): { message: string; field?: string } {
  const failure = asCatalogueError(error);
  if (failure) return { message: failure.message, field: failure.field };
  throw error;
}

/** The catalogue rule an error stands for, if any: a unique constraint is a duplicate that lost a race. */
export function asCatalogueError(error: unknown): CatalogueError | undefined {
  if (error instanceof CatalogueError) return error;
  if (isUniqueViolation(error)) return new CatalogueError("duplicate", "This already exists: it was just added.");
  return undefined;
}
