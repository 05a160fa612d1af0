/**
 * A cache bounded by the total size of its values (whatever unit the caller counts in), least
 * recently used out first. Loads of a missing key are shared: concurrent misses for one key wait
 * for one load, and a failed load is not kept, so the next read retries.
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private held = 0;

  constructor(private readonly maxSize: number) {}

  /** The value of `key`, loaded (and kept, sized by `sizeOf`) when missing. */
  get(key: string, load: () => Promise<V>, sizeOf: (value: V) => number): Promise<V> | V {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then(
        (value) => {
          this.loading.delete(key);
          this.set(key, value, sizeOf(value));
          return value;
        },
        (err: unknown) => {
          this.loading.delete(key);
          throw err;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** The value of `key` if kept, without loading. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.held -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, size });
    this.held += size;
    for (const [oldest, { size: oldSize }] of this.entries) {
      if (this.held <= this.maxSize || oldest === key) break;
      this.entries.delete(oldest);
      this.held -= oldSize;
    }
  }

  get size(): number {
    return this.held;
  }
}
