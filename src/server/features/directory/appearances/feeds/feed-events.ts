import type { FeedRead } from './feed-types';

declare module '@server/platform/events' {
  interface DomainEvents {
    /**
     * After each good read of a feed (even one that stored nothing new), with the episodes it
     * stored new or changed, or a feed just trusted: the directory's matcher subscribes first.
     * A subscriber that throws is logged and does not fail the feed.
     */
    'feed.read': FeedRead;
  }
}
