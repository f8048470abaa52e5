import type { FeedPerson } from '@shared/api/directory/appearances/feeds';

/** One episode as the parser reads it from an RSS item (before it is stored). */
export interface ParsedFeedItem {
  /** The item's GUID, or what stands in for one (enclosure, link, or title and date). */
  guid: string;
  title: string;
  /** Plain text, markup stripped, capped at FEED_LIMITS.descriptionMax. */
  description: string;
  link: string | null;
  enclosureUrl: string | null;
  imageUrl: string | null;
  /** The first `podcast:transcript` address. */
  transcriptUrl: string | null;
  publishedAt: Date | null;
  /** The item's `podcast:person` tags. */
  persons: FeedPerson[];
}

/** A feed as the parser reads it: the show, and its items in the feed's order. */
export interface ParsedFeed {
  title: string;
  /** The show's website (`<link>`). */
  link: string | null;
  /** The show's artwork (`itunes:image`, else `<image><url>`). */
  imageUrl: string | null;
  /** `podcast:guid`: the show's own GUID. */
  podcastGuid: string | null;
  /** The channel's `podcast:person` tags (its hosts, usually). */
  persons: FeedPerson[];
  /** The channel's `podcast:txt purpose="verify"` texts: an owner's tag proves the feed is theirs. */
  verifyTexts: string[];
  items: ParsedFeedItem[];
}

/** What one read of a feed stored: its new episodes and the ones whose content changed (and whether the feed became trusted). */
export interface FeedRead {
  feedId: number;
  newEpisodeIds: number[];
  changedEpisodeIds: number[];
  /** The feed has just become trusted (an admin trusted it, or this read found its owner's tag): every episode of it is judged again. */
  trustChanged?: boolean;
}
