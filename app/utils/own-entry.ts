/**
 * `record[key]` for a key that comes from a request, found only among the record's own keys: a
 * URL that names "constructor" or "__proto__" finds nothing, rather than Object's own members.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
