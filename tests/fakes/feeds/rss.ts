import type { FeedPerson } from '@shared/api/directory/appearances/feeds';

/** An episode of a fake feed, as a test writes it. */
export interface FakeItem {
  guid?: string;
  title: string;
  description?: string;
  link?: string;
  enclosureUrl?: string;
  imageUrl?: string;
  transcriptUrl?: string;
  /** ISO date or instant. */
  publishedAt?: string;
  persons?: Partial<FeedPerson>[];
}

/** A fake feed, as a test writes it. */
export interface FakeFeed {
  title: string;
  link?: string;
  imageUrl?: string;
  podcastGuid?: string;
  persons?: Partial<FeedPerson>[];
  /** The channel's `podcast:txt purpose="verify"` texts (an owner's proof). */
  verifyTexts?: string[];
  items: FakeItem[];
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function personTag(person: Partial<FeedPerson>): string {
  const role = person.role ? ` role="${escapeXml(person.role)}"` : '';
  const href = person.href ? ` href="${escapeXml(person.href)}"` : '';
  return `<podcast:person${role}${href}>${escapeXml(person.name ?? '')}</podcast:person>`;
}

function itemXml(item: FakeItem): string {
  return [
    '<item>',
    `<title>${escapeXml(item.title)}</title>`,
    item.guid !== undefined && `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
    // descriptions are HTML in the wild: wrapped in CDATA as most hosts do
    item.description !== undefined && `<description><![CDATA[${item.description}]]></description>`,
    item.link && `<link>${escapeXml(item.link)}</link>`,
    item.publishedAt && `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
    item.enclosureUrl && `<enclosure url="${escapeXml(item.enclosureUrl)}" length="1000" type="audio/mpeg"/>`,
    item.imageUrl && `<itunes:image href="${escapeXml(item.imageUrl)}"/>`,
    item.transcriptUrl && `<podcast:transcript url="${escapeXml(item.transcriptUrl)}" type="text/vtt"/>`,
    ...(item.persons ?? []).map(personTag),
    '</item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A realistic RSS 2.0 document of `feed`, with the iTunes and Podcasting 2.0 namespaces. */
export function rssXml(feed: FakeFeed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    feed.link && `<link>${escapeXml(feed.link)}</link>`,
    '<language>en-us</language>',
    feed.podcastGuid && `<podcast:guid>${escapeXml(feed.podcastGuid)}</podcast:guid>`,
    feed.imageUrl && `<itunes:image href="${escapeXml(feed.imageUrl)}"/>`,
    ...(feed.persons ?? []).map(personTag),
    ...(feed.verifyTexts ?? []).map((text) => `<podcast:txt purpose="verify">${escapeXml(text)}</podcast:txt>`),
    ...feed.items.map(itemXml),
    '</channel>',
    '</rss>',
  ]
    .filter(Boolean)
    .join('\n');
}
