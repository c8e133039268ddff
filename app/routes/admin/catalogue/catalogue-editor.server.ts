import { type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { FieldName } from "#app/components/forms/admin-form";
import type { DB } from "#app/db/db.server";
import type { CatalogueEntityName } from "#app/features/colleges/catalogue-list.server";
import { adminFormAction } from "../admin-form.server";

/** A form's values as its fields show them: text, or a list for a group of ticks. */
export type EditorValues<S extends z.ZodObject> = Partial<Record<FieldName<S>, string | string[]>>;

/**
 * What the server does for one entity's editor, the form that both its add screen and its edit
 * screen show (the Epic Stack's shared note editor, docs/decisions/038-one-catalogue-feature.md).
 */
interface EditorDefinition<Entity extends CatalogueEntityName, S extends z.ZodObject, Choices> {
  entity: Entity;
  schema: S;
  /**
   * What the form offers to choose from (categories, exams, the college picker's matches), for
   * an add screen, or for an edit screen given the row's current values.
   */
  choices: (db: DB, request: Request, current?: EditorValues<S>) => Promise<Choices>;
  /** The row's current values, as the edit form shows them; undefined when there is no such row. */
  current: (db: DB, id: number) => Promise<EditorValues<S> | undefined>;
  /** The domain function that saves an edit, given what the schema parsed. */
  update: (db: DB, id: number, values: z.output<S>) => Promise<unknown>;
}

/** The edit screen's words, the same for every entity (the add screens keep the original product's). */
const EDIT_MESSAGES = {
  invalid: "Please correct the fields marked above.",
  refused: (reason: string) => `Error: ${reason}`,
  done: "Changes saved.",
};

/**
 * One entity's editor on the server. Its schema, domain function and values are tied together
 * here, where `S` is one type, so the edit screen's save is type-checked from the schema to the
 * database call; the registry then holds editors of different schemas without casting any.
 */
export function catalogueEditor<const Entity extends CatalogueEntityName, S extends z.ZodObject, Choices>(
  definition: EditorDefinition<Entity, S, Choices>,
) {
  return {
    ...definition,
    /** The edit screen's data: the row's values and the form's choices; undefined for no such row. */
    async edit(db: DB, request: Request, id: number) {
      const values = await definition.current(db, id);
      if (!values) return undefined;
      return { entity: definition.entity, values, choices: await definition.choices(db, request, values) };
    },
    /** The edit screen's action: a signed-in admin, the schema's values, the domain function. */
    save: (args: { request: Request; context: AppLoadContext }, id: number) =>
      adminFormAction(args, {
        schema: definition.schema,
        mutate: (values, db) => definition.update(db, id, values),
        messages: EDIT_MESSAGES,
      }),
  };
}

/**
 * A row's values of the form's fields, as the form shows them: text, and empty for none. Columns
 * the form does not have (ids, dates, the logo) are left out.
 */
export function fieldValues<S extends z.ZodObject>(schema: S, row: object | undefined): EditorValues<S> | undefined {
  if (!row) return undefined;
  const columns: Record<string, unknown> = { ...row };
  const values: Partial<Record<string, string>> = {};
  for (const name of Object.keys(schema.shape)) {
    if (name in columns) values[name] = columns[name] == null ? "" : String(columns[name]);
  }
  return values;
}
