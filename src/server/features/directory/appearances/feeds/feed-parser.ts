import { atomFeedOf } from './feed-atom';
import type { XmlNode } from './feed-nodes';
import { rssFeedOf } from './feed-rss';
import { decodeEntities } from './feed-text';
import type { ParsedFeed } from './feed-types';
import { readXml } from './feed-xml';

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

/** The feed a web page names in `<link rel="alternate" type="application/rss+xml" href>`; null when none. */
export function alternateFeedOf(html: string): string | null {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      tag
        .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
        ?.slice(1)
        .find((v) => v !== undefined);
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
 * Reads a podcast feed: RSS 2.0 or Atom, with their iTunes and Podcasting 2.0 tags, tolerant as
 * podcast apps are (feed-xml.ts): the show, and its episodes in the feed's order (those without a
 * title skipped). Throws FeedError, with a plain reason, only for what no app could read: an empty
 * answer, a web page (naming its feed when it links one), text that is not XML or XML broken beyond
 * those repairs, or XML that is neither RSS nor Atom.
 */
export function parseFeed(xml: string): ParsedFeed {
  const text = xml.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new FeedError('The feed is empty');
  if (isWebPage(text)) throw new FeedError('This address is a web page, not a podcast feed', alternateFeedOf(text));
  if (!text.trimStart().startsWith('<')) throw new FeedError('The answer is not a feed (it is not XML at all)');
  const reading = readXml(text);
  if (!reading.ok) throw new FeedError(`The feed is not valid XML (line ${reading.line})`);
  const { document } = reading;
  if (document.feed && typeof document.feed === 'object') return atomFeedOf(document.feed as XmlNode);
  const rss = document.rss as XmlNode | undefined;
  if (!rss || typeof rss !== 'object') {
    if (document.html) throw new FeedError('This address is a web page, not a podcast feed', alternateFeedOf(text));
    throw new FeedError('The document is not a feed (neither RSS nor Atom)');
  }
  const channel = (Array.isArray(rss.channel) ? rss.channel[0] : rss.channel) as XmlNode | undefined;
  if (!channel || typeof channel !== 'object') throw new FeedError('The feed has no channel');
  return rssFeedOf(channel);
}
