import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCENTS_FEED, manyItemsFeed, PERSONS_FEED, TITLES_FEED } from '@tests/fakes/feeds/feed-server';
import { rssXml } from '@tests/fakes/feeds/rss';
import { FEED_LIMITS } from '@shared/api/directory/appearances/feeds';
import { decodeFeed } from './feed-encoding';
import { alternateFeedOf, FeedError, parseFeed } from './feed-parser';

/** A real feed kept under tests/fixtures/feeds (SOURCES.md says where from), as bytes. */
const fixtureBytes = (file: string) => readFileSync(join(import.meta.dirname, '../../../../../../tests/fixtures/feeds', file));
/** A real feed as the reader reads it: its bytes in their own encoding. */
const fixture = (file: string) => decodeFeed(fixtureBytes(file));
/** Every text a parsed feed holds (titles, descriptions, names), for checks over all of it. */
const textsOf = (feed: ReturnType<typeof parseFeed>) => [feed.title, ...feed.items.flatMap((i) => [i.title, i.description, ...i.persons.map((p) => p.name)])];

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
    const rich = parseFeed(
      xml(
        '<description>short</description><content:encoded><![CDATA[<p>Long&nbsp;notes</p><script>alert(1)</script><ul><li>one</li><li>two &#x2014; 3</li></ul>]]></content:encoded>',
      ),
    );
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
    expect(feed.items[0]).toMatchObject({
      link: null,
      enclosureUrl: null,
      imageUrl: null,
      transcriptUrl: 'https://show.example/t.vtt',
      persons: [{ name: 'Ada Guest', role: 'guest', href: null }],
    });
  });

  it('fails with a plain reason: malformed XML (with its line), a web page, not a feed, no channel, empty', () => {
    const malformed = rssXml(TITLES_FEED).replace('</title>', '</titel>');
    expect(reasonOf(malformed)).toMatch(/^The feed is not valid XML \(line \d+\)$/);
    expect(reasonOf('<!DOCTYPE html><html><head><title>x</title></head><body></body></html>')).toBe('This address is a web page, not a podcast feed');
    expect(reasonOf('<?xml version="1.0"?><note>hi</note>')).toBe('The document is not a feed (neither RSS nor Atom)');
    expect(reasonOf('<rss version="2.0"></rss>')).toBe('The feed has no channel');
    expect(reasonOf('')).toBe('The feed is empty');
  });

  it('gives an item without person tags the channel’s, as the namespace says', () => {
    const feed = parseFeed(rssXml(PERSONS_FEED));
    expect(feed.items[1]).toMatchObject({ guid: 'lh-2', persons: [{ name: 'Sam Host', role: 'host', href: null }] });
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

describe('parseFeed on real feeds, as podcast apps read them', () => {
  /** The feed with the Podcasting 2.0 prefix renamed: `xmlns:podcast` bound as `xmlns:{prefix}`, its tags renamed too. */
  const reprefixed = (xml: string, prefix: string) =>
    xml.replaceAll('xmlns:podcast=', `xmlns:${prefix}=`).replaceAll('<podcast:', `<${prefix}:`).replaceAll('</podcast:', `</${prefix}:`);

  it('reads the Podcasting 2.0 tags under both namespace addresses, whatever prefix binds them', () => {
    const current = fixture('podcast-namespace-example.xml');
    const older = fixture('partytime-namespace-example.xml');
    expect(current).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
    expect(older).toContain('xmlns:podcast="https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md"');
    for (const xml of [current, older]) {
      const feed = parseFeed(xml);
      expect(feed.items[0]!.persons).toContainEqual({ name: 'Dave Jones', role: 'guest', href: 'https://github.com/daveajones/' });
      expect(feed.items[0]!.transcriptUrl).toBe('https://example.com/ep3/transcript.txt');
      for (const prefix of ['pi', 'pc20']) expect(parseFeed(reprefixed(xml, prefix))).toEqual(feed);
    }
    // a `podcast:` prefix bound to another namespace is not the Podcasting 2.0 one
    const unrelated = parseFeed(
      current.replace('xmlns:podcast="https://podcastindex.org/namespace/1.0"', 'xmlns:podcast="https://example.com/another-namespace"'),
    );
    expect(parseFeed(current).podcastGuid).toBe('y0ur-gu1d-g035-h3r3');
    expect(unrelated.podcastGuid).toBeNull();
    expect(unrelated.items[0]).toMatchObject({ persons: [], transcriptUrl: null });
  });

  it('reads Atom podcasts: entries with their enclosure, page, GUID, dates and author (the host)', () => {
    const podlove = parseFeed(fixture('podlove-atom.xml'));
    expect(podlove).toMatchObject({ title: 'Podlove Podcast', link: 'http://podlove.org/', persons: [{ name: 'Tim Pritlove', role: 'host', href: null }] });
    expect(podlove.items).toEqual([
      {
        guid: 'urn:uuid:3241ace2-ca21-dd12-2341-1412ce31fad2',
        title: 'Fiat Lux',
        description: 'First episode',
        link: 'http://podlove.org/podcast/1',
        enclosureUrl: 'http://podlove.org/files/fiatlux.mp3',
        imageUrl: null,
        transcriptUrl: null,
        publishedAt: new Date('2012-03-26T23:25:19Z'),
        persons: [{ name: 'Tim Pritlove', role: 'host', href: null }],
      },
    ]);
    const example = parseFeed(fixture('feedparser-atom10.xml')).items[0]!;
    // `published` before `updated`; the entry's own author before the feed's; xhtml content as its text
    expect(example).toMatchObject({
      title: 'First entry title',
      enclosureUrl: 'http://www.example.com/movie.mp4',
      publishedAt: new Date('2005-11-09T00:23:47Z'),
      persons: [{ name: 'Mark Pilgrim', role: 'host', href: 'http://diveintomark.org/' }],
      description: 'Watch out for nasty tricks',
    });
  });

  it('reads a feed that declares no encoding and holds bytes that are not UTF-8', () => {
    const bytes = fixtureBytes('uol-noticias.rss');
    expect(bytes.subarray(0, 5).toString()).toBe('<rss>');
    const feed = parseFeed(decodeFeed(bytes, 'application/rss+xml'));
    expect(feed.items.map((i) => i.title)).toEqual([
      'Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno',
      'Dow Jones fecha em baixa de 0,68%',
    ]);
    expect(feed.items[0]!.description).toMatch(/^Líder na pesquisa Ibope de intenção de voto/);
    expect(textsOf(feed).join('')).not.toContain('\uFFFD');
  });

  it('reads a feed with a blank line (or other whitespace) before its XML declaration', () => {
    expect(fixture('sentimental-garbage.xml').startsWith('\n<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const feed = parseFeed(fixture('sentimental-garbage.xml'));
    expect(feed.title).toBe('Sentimental Garbage');
    expect(feed.items.map((i) => i.title)).toContain('The Rachel Incident with Dolly Alderton');
    expect(parseFeed(fixture('the-mike-neumann-show.xml')).title).toBe('The Mike Neumann Show');
  });

  it('reads a bare & as podcast apps do, and keeps a real entity as it is', () => {
    const careless = fixture('launched.xml').replace('Dark Noise 2 &amp; Spend Stack', 'Dark Noise 2 & Spend Stack');
    expect(careless).toContain('<title>18: Dark Noise 2 & Spend Stack 1.2 with Jordan Morgan</title>');
    const titles = parseFeed(careless).items.map((i) => i.title);
    expect(titles).toHaveLength(5);
    expect(titles).toContain('18: Dark Noise 2 & Spend Stack 1.2 with Jordan Morgan');
    expect(parseFeed(fixture('launched.xml')).items.map((i) => i.title)).toEqual(titles);
  });

  it('drops the control characters XML forbids, written or referenced, instead of refusing the feed', () => {
    const careless = fixture('sentimental-garbage.xml').replace(
      '<title>Cher with Emma Forrest</title>',
      '<title>Cher\u0008 with Emma Forrest&#1;\u001b</title>',
    );
    const feed = parseFeed(careless);
    expect(feed.items.map((i) => i.title)).toContain('Cher with Emma Forrest');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
    expect(textsOf(feed).filter((text) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text))).toEqual([]);
  });

  it('reads a podcast:person without a role as a host (the namespace’s default), never a guest', () => {
    const noAgenda = parseFeed(fixture('no-agenda.xml')).items[0]!;
    expect(fixture('no-agenda.xml')).toContain('<podcast:person href="http://curry.com/" img=');
    expect(noAgenda.persons).toEqual([
      { name: 'Adam Curry', role: 'host', href: 'http://curry.com/' },
      { name: 'John C Dvorak', role: 'host', href: 'http://dvorak.org/blog' },
    ]);
    expect(parseFeed(fixture('podverse-test-feed.xml')).items[0]!.persons).toEqual([
      { name: 'Brian of London', role: 'host', href: 'https://noagendatube.com/accounts/brianoflondon' },
    ]);
  });

  it('still refuses, in plain words, what no app could read', () => {
    const launched = fixture('launched.xml');
    const cut = launched.slice(0, launched.indexOf('<title>5: Myke Hurley'));
    expect(reasonOf(cut)).toMatch(/^The feed is not valid XML \(line \d+\)$/);
    expect(reasonOf('ID3\u0004\u0000\u0000\u0000\u0000\u0000#TSSE')).toBe('The answer is not a feed (it is not XML at all)');
    expect(reasonOf('\n\n  ')).toBe('The feed is empty');
    expect(reasonOf('\n\n<rss><channel><title>A</title></rss>')).toBe('The feed is not valid XML (line 3)');
  });
});
