import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "#app/features/admins/admin-schema";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { readForm } from "#app/utils/form-data.server";

export type AddResult = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> };

/**
 * The action of the spec's add screens that show no validation of their own (exam, placement):
 * the server checks every field anyway, and any failure reads 'Error: Something went wrong.'
 * followed by what went wrong.
 */
export async function addWithSchema<S extends z.ZodType>(
  request: Request,
  schema: S,
  create: (values: z.output<S>) => Promise<string>,
) {
  const parsed = schema.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<AddResult>(
      { ok: false, message: "Error: Something went wrong.", errors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  try {
    return data<AddResult>({ ok: true, message: `${await create(parsed.data)} added.` });
  } catch (error) {
    return data<AddResult>(
      { ok: false, message: `Error: Something went wrong. ${catalogueFailure(error).message}` },
      { status: 400 },
    );
  }
}
