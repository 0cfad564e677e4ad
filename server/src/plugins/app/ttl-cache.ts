/**
 * A small in-process cache whose entries live at most `ttlMs`. Writes in this process clear what they change;
 * the TTL bounds how long another process can serve what a write elsewhere changed (docs/performance.md).
 * Bounded: past `maxEntries` the oldest entry goes first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** Bumped by every invalidation, so a read that started before a write cannot store what it read after it. */
  private generation = 0;

  constructor(private readonly ttlMs: number, private readonly maxEntries = 1000) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Call before reading the source; pass the answer to `set`. */
  version(): number {
    return this.generation;
  }

  set(key: string, value: V, version: number): void {
    if (!this.enabled || version !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** Drops every entry whose key passes the test. */
  deleteWhere(test: (key: string) => boolean): void {
    this.generation++;
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
