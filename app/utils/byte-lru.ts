/**
 * A map bounded by the bytes of what it holds, least recently used out first. The caller says
 * what each value weighs; the total never exceeds maxBytes (a value heavier than that on its own
 * is not kept at all).
 */
export class ByteLru<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The value, now the most recently used; undefined if it is not held. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value as the most recently used, dropping the least recently used to make room. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    while (this.#bytes + bytes > this.maxBytes) {
      this.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Bytes held, as the callers weighed them. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Keys from least to most recently used. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }
}
