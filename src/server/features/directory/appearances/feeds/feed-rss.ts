import { createHash } from 'node:crypto';
import { FEED_LIMITS, type FeedPerson } from '@shared/api/directory/appearances/feeds';
import { safeLink } from '@shared/api/fields';
import { attributeOf, childrenOf, dateOf, episodePersons, personsOf, textOf, type XmlNode, verifyTextsOf } from './feed-nodes';
import { decodeEntities, plainText } from './feed-text';
import type { ParsedFeed, ParsedFeedItem } from './feed-types';

/** The start of a GUID made up for an item that has none and no address either (titleDateGuid): no one else knows it. */
export const MADE_UP_GUID_PREFIX = 'title-date:';

/** What stands in for a missing GUID when nothing else does: a hash of the title and the date as written. */
export function titleDateGuid(title: string, dateText: string): string {
  return `${MADE_UP_GUID_PREFIX}${createHash('sha256').update(`${title}\n${dateText}`).digest('hex').slice(0, 32)}`;
}

/** One item as an episode; null when it has no title. */
function itemOf(item: XmlNode, channelPersons: FeedPerson[]): ParsedFeedItem | null {
  const title = decodeEntities(textOf(item.title));
  if (!title) return null;
  // every address kept is http(s): a feed is anyone's text, and these become links people follow
  const link = safeLink(textOf(item.link));
  const enclosureUrl = safeLink(attributeOf(item.enclosure, 'url'));
  const dateText = textOf(item.pubDate);
  const html = [item['content:encoded'], item.description, item['itunes:summary']].map(textOf).find((text) => text !== '') ?? '';
  return {
    guid: textOf(item.guid) || enclosureUrl || link || titleDateGuid(title, dateText),
    title,
    description: plainText(html, FEED_LIMITS.descriptionMax),
    link,
    enclosureUrl,
    imageUrl: safeLink(attributeOf(item['itunes:image'], 'href')),
    transcriptUrl: safeLink(attributeOf(item['podcast:transcript'], 'url')),
    publishedAt: dateOf(dateText),
    persons: episodePersons(personsOf(item), channelPersons),
  };
}

/** An RSS 2.0 channel with its iTunes and Podcasting 2.0 tags: the show, and its items in the feed's order (items without a title skipped). */
export function rssFeedOf(channel: XmlNode): ParsedFeed {
  const persons = personsOf(channel);
  return {
    title: decodeEntities(textOf(channel.title)),
    link: safeLink(textOf(channel.link)),
    imageUrl: safeLink(attributeOf(channel['itunes:image'], 'href')) ?? safeLink(textOf((channel.image as XmlNode | undefined)?.url)),
    podcastGuid: textOf(channel['podcast:guid']) || null,
    persons,
    verifyTexts: verifyTextsOf(channel),
    items: childrenOf(channel, 'item')
      .map((item) => itemOf(item as XmlNode, persons))
      .filter((item): item is ParsedFeedItem => item !== null),
  };
}
