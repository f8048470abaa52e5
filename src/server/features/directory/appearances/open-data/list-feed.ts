import { escapeXml } from '@server/lib/escape-xml';

/** An episode of another show's feed, as a list feed points at it (`podcast:remoteItem`). */
export interface RemoteItem {
  /** The show's `podcast:guid`. */
  feedGuid: string;
  /** The episode's guid in that feed. */
  itemGuid: string;
  feedUrl: string;
}

/** What a guest's list feed says of itself. */
export interface ListFeed {
  title: string;
  /** The guest's profile. */
  link: string;
  description: string;
  /** The list's own `podcast:guid`. */
  guid: string;
  items: RemoteItem[];
}

/**
 * A Podcasting 2.0 list feed (RSS 2.0, `podcast:medium` podcastL): the channel and one
 * `podcast:remoteItem` per episode, every text and attribute escaped.
 */
export function listFeedXml(feed: ListFeed): string {
  const e = escapeXml;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0">',
    '  <channel>',
    `    <title>${e(feed.title)}</title>`,
    `    <link>${e(feed.link)}</link>`,
    `    <description>${e(feed.description)}</description>`,
    '    <podcast:medium>podcastL</podcast:medium>',
    `    <podcast:guid>${e(feed.guid)}</podcast:guid>`,
    ...feed.items.map((item) => `    <podcast:remoteItem feedGuid="${e(item.feedGuid)}" itemGuid="${e(item.itemGuid)}" feedUrl="${e(item.feedUrl)}"/>`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
