import { isUniqueViolation } from "#app/db/db-errors";
import { CatalogueError } from "./catalogue-error";

/** The catalogue rule an error stands for, if any: a unique constraint is a duplicate that lost a race. */
export function asCatalogueError(error: unknown): CatalogueError | undefined {
  if (error instanceof CatalogueError) return error;
  if (isUniqueViolation(error)) return new CatalogueError("duplicate", "This already exists: it was just added.");
  return undefined;
}
