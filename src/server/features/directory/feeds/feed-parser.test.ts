import { describe, expect, it } from 'vitest';
import { ACCENTS_FEED, manyItemsFeed, PERSONS_FEED, TITLES_FEED } from '../../../../../tests/fakes/feeds/feed-server';
import { rssXml } from '../../../../../tests/fakes/feeds/rss';
import { FEED_LIMITS } from '../../../../shared/api/directory/feeds/feeds';
import { alternateFeedOf, FeedError, parseFeed } from './feed-parser';

const reasonOf = (xml: string) => {
  try {
    parseFeed(xml);
    return 'parsed';
  } catch (error) {
    return error instanceof FeedError ? error.message : `other: ${String(error)}`;
  }
};

describe('parseFeed', () => {
  it('reads the show and its items with the iTunes and Podcasting 2.0 tags', () => {
    const feed = parseFeed(rssXml(PERSONS_FEED));
    expect(feed).toMatchObject({
      title: 'The Leadership Hour',
      link: 'https://leadership.example.fm',
      imageUrl: 'https://leadership.example.fm/art.jpg',
      podcastGuid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
      persons: [{ name: 'Sam Host', role: 'host', href: null }],
    });
    expect(feed.items[0]).toEqual({
      guid: 'lh-1',
      title: 'Building teams that last',
      description: 'We talk about teams & trust.',
      link: null,
      enclosureUrl: 'https://cdn.example.fm/lh-1.mp3',
      imageUrl: null,
      transcriptUrl: 'https://leadership.example.fm/lh-1.vtt',
      publishedAt: new Date('2026-01-02T00:00:00Z'),
      persons: [
        { name: 'Sam Host', role: 'host', href: null },
        { name: 'Ada Lovelace', role: 'guest', href: 'https://ada.example.com' },
      ],
    });
    expect(feed.items.map((i) => i.guid)).toEqual(['lh-1', 'lh-2']);
  });

  it('keeps accents, initials and decoded entities in titles and descriptions', () => {
    const feed = parseFeed(rssXml(ACCENTS_FEED));
    expect(feed.title).toBe('Voces & Voices');
    expect(feed.items.map((i) => i.title)).toEqual(['José Ángel Núñez: leading in two languages', "Mary K. O'Brien on resilience"]);
    expect(feed.items.map((i) => i.description)).toEqual(['Con José Ángel Núñez.', 'Mary K. O’Brien joins us.']);
    expect(parseFeed(rssXml(TITLES_FEED)).items.map((i) => i.title)).toEqual(['Grace Hopper on debugging the future', 'Interview with Alan Turing']);
  });

  it('prefers content:encoded, strips markup (scripts too) to plain text, and caps the description', () => {
    const xml = (body: string) =>
      `<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>S</title><item><title>T</title>${body}</item></channel></rss>`;
    const rich = parseFeed(xml('<description>short</description><content:encoded><![CDATA[<p>Long&nbsp;notes</p><script>alert(1)</script><ul><li>one</li><li>two &#x2014; 3</li></ul>]]></content:encoded>'));
    expect(rich.items[0]!.description).toBe('Long notes\none\ntwo — 3');
    expect(parseFeed(xml('<itunes:summary>Only a summary</itunes:summary>')).items[0]!.description).toBe('Only a summary');
    const long = parseFeed(xml(`<description>${'word '.repeat(2_000)}</description>`)).items[0]!.description;
    expect(long.length).toBeLessThanOrEqual(FEED_LIMITS.descriptionMax);
  });

  it('stands in for a missing GUID with the enclosure, the link, then a hash of title and date; skips items without a title; tolerates junk dates', () => {
    const xml = `<rss version="2.0"><channel><title>S</title>
      <item><title>A</title><enclosure url="https://cdn.example/a.mp3" type="audio/mpeg"/></item>
      <item><title>B</title><link>https://show.example/b</link></item>
      <item><title>C</title><pubDate>not a date at all</pubDate></item>
      <item><description>no title</description></item>
      <item><title>12345</title><guid>00042</guid><pubDate>Wed, 02 Oct 2002 13:00:00 GMT</pubDate></item>
    </channel></rss>`;
    const items = parseFeed(xml).items;
    expect(items.map((i) => i.title)).toEqual(['A', 'B', 'C', '12345']);
    expect(items[0]!.guid).toBe('https://cdn.example/a.mp3');
    expect(items[1]!.guid).toBe('https://show.example/b');
    expect(items[2]!.guid).toMatch(/^title-date:[0-9a-f]{32}$/);
    expect(parseFeed(xml).items[2]!.guid).toBe(items[2]!.guid);
    expect(items[2]!.publishedAt).toBeNull();
    expect(items[3]).toMatchObject({ guid: '00042', publishedAt: new Date('2002-10-02T13:00:00Z') });
  });

  it('keeps only http(s) addresses: a feed is anyone’s text, and its links become links people follow', () => {
    const feed = parseFeed(
      rssXml({
        title: 'Hostile Show',
        imageUrl: 'javascript:alert(1)',
        items: [
          {
            title: 'An episode',
            link: 'javascript:alert(1)',
            enclosureUrl: 'data:audio/mpeg;base64,AAAA',
            imageUrl: 'file:///etc/passwd',
            transcriptUrl: 'https://show.example/t.vtt',
            persons: [{ name: 'Ada Guest', role: 'guest', href: 'vbscript:msgbox' }],
          },
        ],
      }),
    );
    expect(feed.imageUrl).toBeNull();
    expect(feed.items[0]).toMatchObject({ link: null, enclosureUrl: null, imageUrl: null, transcriptUrl: 'https://show.example/t.vtt', persons: [{ name: 'Ada Guest', role: 'guest', href: null }] });
  });

  it('fails with a plain reason: malformed XML (with its line), a web page, not RSS, no channel', () => {
    const malformed = rssXml(TITLES_FEED).replace('</title>', '</titel>');
    expect(reasonOf(malformed)).toMatch(/^The feed is not valid XML \(line \d+\)$/);
    expect(reasonOf('<!DOCTYPE html><html><head><title>x</title></head><body></body></html>')).toBe('This address is a web page, not a podcast feed');
    expect(reasonOf('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>')).toBe('This is an Atom feed; podcasts publish RSS');
    expect(reasonOf('<?xml version="1.0"?><note>hi</note>')).toBe('The document is not an RSS feed');
    expect(reasonOf('<rss version="2.0"></rss>')).toBe('The feed has no channel');
    expect(reasonOf('')).not.toBe('parsed');
  });

  it('finds the feed a web page links as its alternate', () => {
    const page = `<!doctype html><html><head><link rel="stylesheet" href="/a.css"><link type="application/rss+xml" rel="alternate" href='/feed?a=1&amp;b=2'></head></html>`;
    expect(alternateFeedOf(page)).toBe('/feed?a=1&b=2');
    try {
      parseFeed(page);
    } catch (error) {
      expect((error as FeedError).alternate).toBe('/feed?a=1&b=2');
    }
    expect(alternateFeedOf('<html><head><link rel="alternate" type="text/html" href="/x"></head></html>')).toBeNull();
  });

  it('reads a feed of 5,000 items quickly', () => {
    const xml = rssXml(manyItemsFeed(5_000));
    const started = performance.now();
    expect(parseFeed(xml).items).toHaveLength(5_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
