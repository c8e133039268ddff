import path from "node:path";
import ts from "typescript";

/** A column as app/db/schema.ts types it: whether `null` is among what a select gives. */
interface DeclaredColumn {
  nullable: boolean;
}

/** Table name → column name → the column as declared. */
export type DeclaredSchema = Map<string, Map<string, DeclaredColumn>>;

const SCHEMA_FILE = path.resolve(import.meta.dirname, "../../app/db/schema.ts");

let cached: DeclaredSchema | undefined;

/**
 * What app/db/schema.ts declares, read by the TypeScript compiler from its `Database` interface:
 * each table, each of its columns (those a table inherits by `extends Omit<…>` included, as the
 * compiler resolves them), and whether the column may be null. Kysely's wrappers (Generated<T>,
 * ColumnType<S, I, U>) are looked through to what a select gives (`__select__`). Read once per
 * test file, best at its top level (outside any test's timeout): building the program takes seconds.
 */
export function declaredSchema(): DeclaredSchema {
  if (cached) return cached;
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Nothing but the language: Buffer (a bytes column) stays unresolved, which is no matter for
    // the names and nullability read here, and the program builds in a second rather than five.
    lib: ["lib.es2022.d.ts"],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const database = source?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === "Database",
  );
  if (!database) throw new Error(`no interface Database in ${SCHEMA_FILE}`);
  const schema: DeclaredSchema = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(table, database))) {
      const declared = checker.getTypeOfSymbolAtLocation(column, database);
      const selected = declared.getProperty("__select__");
      const type = selected ? checker.getTypeOfSymbolAtLocation(selected, database) : declared;
      const parts = type.isUnion() ? type.types : [type];
      columns.set(column.name, { nullable: parts.some((part) => (part.flags & ts.TypeFlags.Null) !== 0) });
    }
    schema.set(table.name, columns);
  }
  cached = schema;
  return schema;
}
