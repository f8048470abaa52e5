import { FeedError, parseFeed } from './feed-parser';
import { sliceFeed } from './feed-slices';
import type { ParsedFeed, ParsedFeedItem } from './feed-types';

/** How much of a feed's episodes is parsed at a time (characters). */
const RUN_CHARS = 512 * 1024;

/** An item kept, with its place in the feed. */
interface Kept {
  item: ParsedFeedItem;
  order: number;
}

/** Dated before undated, the newest first; then the feed's order. */
function newestFirst(a: Kept, b: Kept): number {
  const at = a.item.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bt = b.item.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return bt - at || a.order - b.order;
}

/**
 * The newest `max` items of those added, in the feed's order; never more than twice `max` held.
 * An item whose GUID is held already is passed over (the first one of a GUID stays, as storing does).
 */
class NewestItems {
  private kept = new Map<string, Kept>();
  private count = 0;

  constructor(private readonly max: number) {}

  add(items: ParsedFeedItem[]): void {
    for (const item of items) {
      if (this.kept.has(item.guid)) continue;
      this.kept.set(item.guid, { item, order: this.count++ });
      if (this.kept.size >= 2 * this.max) this.trim();
    }
  }

  items(): ParsedFeedItem[] {
    this.trim();
    return [...this.kept.values()].sort((a, b) => a.order - b.order).map((k) => k.item);
  }

  private trim(): void {
    if (this.kept.size <= this.max) return;
    const newest = [...this.kept.values()].sort(newestFirst).slice(0, this.max);
    this.kept = new Map(newest.map((k) => [k.item.guid, k]));
  }
}

/**
 * A feed's text read as parseFeed reads it, keeping only its newest `maxItems` items (by date,
 * else the feed's order; the first item of a GUID) in the feed's order, and parsing its episodes
 * a run at a time, so a feed of 100,000 items never becomes 100,000 parsed elements at once. A
 * run parseFeed refuses sends the whole text to parseFeed, whose answer (or FeedError) stands.
 */
export function parseNewest(text: string, maxItems: number): ParsedFeed {
  const slices = sliceFeed(text, RUN_CHARS);
  if (!slices) return keepNewest(parseFeed(text), maxItems);
  const newest = new NewestItems(maxItems);
  let show: ParsedFeed | undefined;
  try {
    for (const run of slices.runs) {
      const part = parseFeed(slices.head + run + slices.tail);
      show ??= part;
      newest.add(part.items);
    }
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return keepNewest(parseFeed(text), maxItems);
  }
  return { ...show!, items: newest.items() };
}

/** A parsed feed with only its newest `maxItems` items. */
function keepNewest(feed: ParsedFeed, maxItems: number): ParsedFeed {
  const newest = new NewestItems(maxItems);
  newest.add(feed.items);
  return { ...feed, items: newest.items() };
}
