import { afterAll, describe, expect, it } from 'vitest';
import { ACCENTS_FEED, bigFeedXml, manyItemsFeed, PERSONS_FEED, TITLES_FEED } from '@tests/fakes/feeds/feed-server';
import { rssXml } from '@tests/fakes/feeds/rss';
import { decodeFeed } from './feed-encoding';
import { parseFeedOffThread, stopFeedParsing } from './feed-parse-pool';
import { type FeedError, parseFeed } from './feed-parser';

afterAll(() => stopFeedParsing());

/** What a promise settled to: the feed, or the FeedError's class, message and alternate. */
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    (feed) => feed,
    (error: Error) => ({ refused: error.constructor.name, message: error.message, alternate: (error as FeedError).alternate }),
  );

describe('parseFeedOffThread', () => {
  it('reads a feed in a worker exactly as parseFeed reads it, in the encoding it is written in', async () => {
    for (const feed of [PERSONS_FEED, TITLES_FEED, ACCENTS_FEED, manyItemsFeed(5_000)]) {
      const xml = rssXml(feed);
      expect(await parseFeedOffThread(Buffer.from(xml), 'application/rss+xml; charset=utf-8', 5_000)).toEqual(parseFeed(xml));
    }
    // windows-1252's en dash is 0x96
    const latin = Buffer.from(rssXml(ACCENTS_FEED).replace('<title>', '<title>Café \u0096 '), 'latin1');
    expect(await parseFeedOffThread(latin, 'application/rss+xml; charset=windows-1252', 10)).toEqual(
      parseFeed(decodeFeed(latin, 'application/rss+xml; charset=windows-1252')),
    );
  });

  it('answers only the newest items asked for', async () => {
    const feed = await parseFeedOffThread(Buffer.from(bigFeedXml(20_000)), undefined, 2_000);
    expect(feed.items).toHaveLength(2_000);
    expect([feed.items[0]!.guid, feed.items.at(-1)!.guid]).toEqual(['1-18000', '1-19999']);
  });

  it('sends a refused feed’s plain reason back as a FeedError, with the feed a web page links', async () => {
    const malformed = rssXml(TITLES_FEED).replace('</title>', '</titel>');
    const page = '<!DOCTYPE html><html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body></body></html>';
    expect(await outcomeOf(parseFeedOffThread(Buffer.from(malformed), undefined, 10))).toEqual({
      refused: 'FeedError',
      message: expect.stringMatching(/^The feed is not valid XML \(line \d+\)$/),
      alternate: null,
    });
    expect(await outcomeOf(parseFeedOffThread(Buffer.from(page), 'text/html', 10))).toEqual({
      refused: 'FeedError',
      message: 'This address is a web page, not a podcast feed',
      alternate: '/feed.xml',
    });
  });

  it('fails a feed that needs more memory than a worker may use as a FeedError, and reads the next one', async () => {
    // an element between the items: the feed cannot be read a run at a time, so it is parsed whole
    const crowded = bigFeedXml(100_000)
      .replace('<item>', '<image><url>https://example.com/a.png</url></image><item>')
      .replace(/<\/item>\n<item>/g, '</item><x/><item>');
    expect(await outcomeOf(parseFeedOffThread(Buffer.from(crowded), undefined, 2_000))).toEqual({
      refused: 'FeedError',
      message: 'The feed is too large to read: it needs more memory than a feed may use',
      alternate: null,
    });
    expect((await parseFeedOffThread(Buffer.from(rssXml(PERSONS_FEED)), undefined, 10)).title).toBe('The Leadership Hour');
  }, 120_000);
});
