import { approximateSize } from './approximate-size';

/** Options of a read cache. */
interface ReadCacheOptions {
  /** How long an entry lives at most, even without an invalidation. */
  ttlMs: number;
  /** How many entries are kept; the least recently used go first. */
  maxEntries: number;
  /** About how many bytes the loaded values may hold together (see approximateSize); the least recently used go first. */
  maxBytes: number;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  tags: string[];
  /** About what the loaded value holds; 0 while it loads. */
  bytes: number;
}

/**
 * An in-process cache for hot public reads. Entries carry tags; a write invalidates a tag
 * (locally and, through the invalidation bus, on every other node). Concurrent misses for one
 * key share a single load; a failed load is not kept. It is bounded in entries and in bytes: a
 * loaded value is weighed once, in the background (it counts nothing meanwhile), and one bigger
 * than the whole bound is served but not kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private heldBytes = 0;
  /** Lookups answered from the cache, and lookups that loaded, since it was made (read by /metrics). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(private readonly options: ReadCacheOptions) {}

  /** About how many bytes the kept values hold (read by /metrics). */
  get bytes(): number {
    return this.heldBytes;
  }

  /** The cached value of `key`, loading it with `load` on a miss. */
  get<T>(key: string, tags: string[], load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.lookups.hits += 1;
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    this.lookups.misses += 1;
    const value = load();
    const entry: Entry = { value, expiresAt: now + this.options.ttlMs, tags, bytes: 0 };
    this.drop(key);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.drop(key);
    };
    value.then((loaded) => approximateSize(loaded).then((bytes) => this.weigh(key, entry, bytes), forget), forget);
    this.evictPastBounds();
    return value;
  }

  /** Drops every entry carrying the tag. */
  invalidate(tag: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.tags.includes(tag)) this.drop(key);
    }
  }

  /** Drops everything. */
  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  /** Counts a loaded entry's bytes, then evicts the least recently used past the bound (it too, when bigger than the bound). */
  private weigh(key: string, entry: Entry, bytes: number): void {
    if (this.entries.get(key) !== entry) return;
    if (bytes > this.options.maxBytes) {
      this.drop(key);
      return;
    }
    entry.bytes = bytes;
    this.heldBytes += bytes;
    this.evictPastBounds();
  }

  private evictPastBounds(): void {
    while (this.entries.size > this.options.maxEntries || this.heldBytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.heldBytes -= entry.bytes;
    this.entries.delete(key);
  }
}

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Loads keys in batches, for cache misses that arrive together: the keys asked for during one
 * turn of the event loop are loaded right after it by `loadMany`, at most `maxBatch` per call, so
 * the misses of concurrent requests share one query. A key that `loadMany` leaves out loads as undefined.
 */
export class BatchLoader<V> {
  private waiting = new Map<string, Waiter<V>[]>();

  constructor(
    private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxBatch = 100,
  ) {}

  /** The value of `key`, loaded with the other keys asked for in the same turn. */
  load(key: string): Promise<V | undefined> {
    if (this.waiting.size === 0) setImmediate(() => this.flush());
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
    });
  }

  private flush(): void {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let at = 0; at < batch.length; at += this.maxBatch) {
      const part = batch.slice(at, at + this.maxBatch);
      this.loadMany(part.map(([key]) => key)).then(
        (values) => {
          for (const [key, waiters] of part) for (const w of waiters) w.resolve(values.get(key));
        },
        (error: unknown) => {
          for (const [, waiters] of part) for (const w of waiters) w.reject(error);
        },
      );
    }
  }
}
