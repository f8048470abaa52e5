import type { FeedRead } from './feed-types';

/**
 * Told after each good read of a feed (even one that stored nothing new) with the episodes it
 * stored new or changed: other domains (appearance matching, release detection) push theirs onto
 * `app.feedListeners`. One that throws is logged and does not fail the feed.
 */
export type FeedReadListener = (read: FeedRead) => Promise<void>;
