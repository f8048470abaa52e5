import { FEED_LIMITS, type FeedPerson } from '@shared/api/directory/appearances/feeds';
import { safeLink } from '@shared/api/fields';
import { attributeOf, childrenOf, dateOf, deepTextOf, episodePersons, personsOf, textOf, type XmlNode, verifyTextsOf } from './feed-nodes';
import { titleDateGuid } from './feed-rss';
import { decodeEntities, plainText } from './feed-text';
import type { ParsedFeed, ParsedFeedItem } from './feed-types';

/**
 * Atom podcasts (RFC 4287), read as podcast apps read them: an entry is an episode, its audio the
 * `<link rel="enclosure">`, its page the alternate link, its date `published` (else `updated`), its
 * GUID the entry's `id`. The iTunes and Podcasting 2.0 tags are read as in RSS. The entry's
 * `author` (else the feed's) stands for its host when it carries no `podcast:person` tag.
 */

/** The address of the first link with relation `rel` (an absent rel is "alternate"), when http(s). */
function linkOf(node: XmlNode, rel: string): string | null {
  const link = childrenOf(node, 'link').find((candidate) => (attributeOf(candidate, 'rel') ?? 'alternate').toLowerCase() === rel);
  return safeLink(attributeOf(link, 'href'));
}

/** An Atom text construct (text, `type="html"` or `"xhtml"`) as plain text, at most `max` characters. */
function textConstruct(value: unknown, max: number): string {
  return plainText(attributeOf(value, 'type')?.toLowerCase() === 'xhtml' ? deepTextOf(value) : textOf(value), max);
}

/** The authors of a feed or entry as its hosts (an Atom person: `<name>`, `<uri>`). */
function authorsOf(node: XmlNode): FeedPerson[] {
  return childrenOf(node, 'author')
    .map((author) => {
      const person = (author && typeof author === 'object' ? author : { name: author }) as XmlNode;
      return { name: decodeEntities(textOf(person.name)), role: 'host', href: safeLink(textOf(person.uri)) };
    })
    .filter((person) => person.name !== '');
}

/** The people of a feed or entry: its `podcast:person` tags, else its authors as hosts. */
function peopleOf(node: XmlNode): FeedPerson[] {
  const persons = personsOf(node);
  return persons.length > 0 ? persons : authorsOf(node);
}

/** One entry as an episode; null when it has no title. */
function entryOf(entry: XmlNode, feedPersons: FeedPerson[]): ParsedFeedItem | null {
  const title = textConstruct(entry.title, FEED_LIMITS.descriptionMax);
  if (!title) return null;
  const link = linkOf(entry, 'alternate');
  const enclosureUrl = linkOf(entry, 'enclosure');
  const dateText = textOf(entry.published) || textOf(entry.updated);
  const body = [entry.content, entry['content:encoded'], entry.summary, entry['itunes:summary']].find(
    (value) => textOf(value) !== '' || deepTextOf(value) !== '',
  );
  return {
    guid: textOf(entry.id) || enclosureUrl || link || titleDateGuid(title, dateText),
    title,
    description: body === undefined ? '' : textConstruct(body, FEED_LIMITS.descriptionMax),
    link,
    enclosureUrl,
    imageUrl: safeLink(attributeOf(entry['itunes:image'], 'href')),
    transcriptUrl: safeLink(attributeOf(entry['podcast:transcript'], 'url')),
    publishedAt: dateOf(dateText),
    persons: episodePersons(peopleOf(entry), feedPersons),
  };
}

/** An Atom `<feed>`: the show, and its entries in the feed's order (entries without a title skipped). */
export function atomFeedOf(feed: XmlNode): ParsedFeed {
  const persons = peopleOf(feed);
  return {
    title: textConstruct(feed.title, FEED_LIMITS.descriptionMax),
    link: linkOf(feed, 'alternate'),
    imageUrl: safeLink(attributeOf(feed['itunes:image'], 'href')) ?? safeLink(textOf(feed.logo)) ?? safeLink(textOf(feed.icon)),
    podcastGuid: textOf(feed['podcast:guid']) || null,
    persons,
    verifyTexts: verifyTextsOf(feed),
    items: childrenOf(feed, 'entry')
      .map((entry) => entryOf(entry as XmlNode, persons))
      .filter((item): item is ParsedFeedItem => item !== null),
  };
}
