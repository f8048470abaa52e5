import { safeLink } from '../../../../shared/api/fields';
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FEED_LIMITS, type FeedPerson } from '../../../../shared/api/directory/feeds/feeds';
import { decodeEntities, plainText } from './feed-text';
import type { ParsedFeed, ParsedFeedItem } from './feed-types';

/**
 * A feed that could not be read as a podcast feed; the message says why in plain words. For a web
 * page that names its feed (`<link rel="alternate" type="application/rss+xml">`), `alternate` is
 * that feed's address (as written: relative addresses are the caller's to resolve).
 */
export class FeedError extends Error {
  constructor(
    message: string,
    readonly alternate: string | null = null,
  ) {
    super(message);
  }
}

/** The elements that may repeat, read as arrays even when there is one. */
const REPEATED = new Set(['item', 'podcast:person', 'podcast:txt', 'podcast:transcript', 'enclosure', 'link', 'itunes:image', 'guid', 'title', 'pubDate']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // values stay text: a GUID of digits is not a number
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

/** The text of an element however the parser shaped it (text, text with attributes, a list: its first). */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') return textOf((value as Node)['#text']);
  return '';
}

/** An attribute of an element (the first, when the element repeats); null when absent or empty. */
function attributeOf(value: unknown, name: string): string | null {
  const node = Array.isArray(value) ? value[0] : value;
  if (!node || typeof node !== 'object') return null;
  const attribute = textOf((node as Node)[`@_${name}`]);
  return attribute || null;
}

const orNull = (text: string) => text || null;

/** The `podcast:person` tags of a channel or item: name, role (lower-cased, '' when not given) and link. */
function personsOf(node: Node): FeedPerson[] {
  const tags = (node['podcast:person'] as unknown[] | undefined) ?? [];
  return tags.map((tag) => ({ name: decodeEntities(textOf(tag)), role: (attributeOf(tag, 'role') ?? '').toLowerCase(), href: safeLink(attributeOf(tag, 'href')) })).filter((p) => p.name !== '');
}

/** The texts of a channel's `podcast:txt` tags whose purpose is "verify" (how a show's owner proves the feed is theirs). */
function verifyTextsOf(channel: Node): string[] {
  const tags = (channel['podcast:txt'] as unknown[] | undefined) ?? [];
  return tags.filter((tag) => attributeOf(tag, 'purpose')?.toLowerCase() === 'verify').map(textOf).filter((text) => text !== '');
}

/** A pubDate (RFC 822, or anything Date reads) as an instant; null for junk. */
function dateOf(text: string): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One item as an episode; null when it has no title. */
function itemOf(item: Node): ParsedFeedItem | null {
  const title = decodeEntities(textOf(item.title));
  if (!title) return null;
  // every address kept is http(s): a feed is anyone's text, and these become links people follow
  const link = safeLink(textOf(item.link));
  const enclosureUrl = safeLink(attributeOf(item.enclosure, 'url'));
  const dateText = textOf(item.pubDate);
  const html = [item['content:encoded'], item.description, item['itunes:summary']].map(textOf).find((text) => text !== '') ?? '';
  const guid =
    textOf(item.guid) || enclosureUrl || link || `title-date:${createHash('sha256').update(`${title}\n${dateText}`).digest('hex').slice(0, 32)}`;
  return {
    guid,
    title,
    description: plainText(html, FEED_LIMITS.descriptionMax),
    link,
    enclosureUrl,
    imageUrl: safeLink(attributeOf(item['itunes:image'], 'href')),
    transcriptUrl: safeLink(attributeOf(item['podcast:transcript'], 'url')),
    publishedAt: dateOf(dateText),
    persons: personsOf(item),
  };
}

/** The feed a web page names in `<link rel="alternate" type="application/rss+xml" href>`; null when none. */
export function alternateFeedOf(html: string): string | null {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attribute = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))?.slice(1).find((v) => v !== undefined);
    if (/\balternate\b/i.test(attribute('rel') ?? '') && /^application\/(rss|atom)\+xml$/i.test((attribute('type') ?? '').trim())) {
      const href = decodeEntities(attribute('href') ?? '').trim();
      if (href) return href;
    }
  }
  return null;
}

/** Whether a document is a web page rather than a feed (its start says so). */
function isWebPage(xml: string): boolean {
  return /^\s*(<!--[\s\S]*?-->\s*)*(<!doctype html|<html[\s>])/i.test(xml);
}

/**
 * Reads an RSS 2.0 document with its iTunes and Podcasting 2.0 tags: the show, and its items in
 * the feed's order (items without a title skipped). Throws FeedError, with a plain reason, for a
 * document that is not valid XML, a web page (naming its feed when it links one), or no RSS channel.
 */
export function parseFeed(xml: string): ParsedFeed {
  const text = xml.replace(/^\uFEFF/, '');
  if (isWebPage(text)) throw new FeedError('This address is a web page, not a podcast feed', alternateFeedOf(text));
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new FeedError(`The feed is not valid XML (line ${valid.err.line})`);
  const document = parser.parse(text) as Node;
  const rss = document.rss as Node | undefined;
  if (!rss || typeof rss !== 'object') {
    if (document.html) throw new FeedError('This address is a web page, not a podcast feed', alternateFeedOf(text));
    throw new FeedError(document.feed ? 'This is an Atom feed; podcasts publish RSS' : 'The document is not an RSS feed');
  }
  const channel = (Array.isArray(rss.channel) ? rss.channel[0] : rss.channel) as Node | undefined;
  if (!channel || typeof channel !== 'object') throw new FeedError('The feed has no channel');
  const items = ((channel.item as Node[] | undefined) ?? []).map(itemOf).filter((item): item is ParsedFeedItem => item !== null);
  return {
    title: decodeEntities(textOf(channel.title)),
    link: safeLink(textOf(channel.link)),
    imageUrl: safeLink(attributeOf(channel['itunes:image'], 'href')) ?? safeLink(textOf((channel.image as Node | undefined)?.url)),
    podcastGuid: orNull(textOf(channel['podcast:guid'])),
    persons: personsOf(channel),
    verifyTexts: verifyTextsOf(channel),
    items,
  };
}
