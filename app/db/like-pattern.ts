import { sql, type RawBuilder } from "kysely";

/**
 * A case-insensitive "contains" pattern for LIKE, with `escape '\'`, on both engines. `%` and `_`
 * typed by a visitor are literal characters, not wildcards. Compare it with lower(column).
 */
export function containsPattern(text: string): RawBuilder<string> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`${`%${escaped}%`} escape '\\'`;
}
