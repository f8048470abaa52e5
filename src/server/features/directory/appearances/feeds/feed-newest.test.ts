import { describe, expect, it } from 'vitest';
import { bigFeedXml, manyItemsFeed, PERSONS_FEED } from '@tests/fakes/feeds/feed-server';
import { rssXml } from '@tests/fakes/feeds/rss';
import { parseNewest } from './feed-newest';
import { FeedError, parseFeed } from './feed-parser';
import { sliceFeed } from './feed-slices';

const refusalOf = (read: () => unknown) => {
  try {
    read();
    return 'read';
  } catch (error) {
    return error instanceof FeedError ? { message: error.message, alternate: error.alternate } : `other: ${String(error)}`;
  }
};

describe('sliceFeed', () => {
  it('cuts around the outermost items, each run between head and tail a feed of its own; item tags in CDATA, comments and attributes are text', () => {
    const tricky = [
      '<item><title>One</title><description><![CDATA[<item>not an item</item> </item>]]></description></item>',
      '<!-- <item><title>commented out</title></item> -->',
      '<item><title>Two &gt; one</title><link>https://example.com/?a="x>y"</link><enclosure url="https://x.example/a>b.mp3"/></item>',
      '<item/>',
      '<item><title>Four</title></item>',
    ];
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Show</title>\n${tricky.join('\n')}\n</channel></rss>`;
    const slices = sliceFeed(xml, 1)!;
    expect(slices.head).toBe('<?xml version="1.0"?><rss version="2.0"><channel><title>Show</title>\n');
    expect(slices.tail).toBe('\n</channel></rss>');
    // runs of at least four times the head (it is parsed again with each), here two
    expect(slices.runs).toEqual([`${tricky[0]}\n${tricky[1]}\n${tricky[2]}`, `${tricky[3]}\n${tricky[4]}`]);
    const items = slices.runs.flatMap((run) => parseFeed(slices.head + run + slices.tail).items);
    expect(items).toEqual(parseFeed(xml).items);
    expect(items.map((i) => i.title)).toEqual(['One', 'Two > one', 'Four']);
  });

  it('answers null for a document it cannot cut exactly: no item, an item left open or closed twice, other elements between items', () => {
    expect(sliceFeed('<rss><channel><title>x</title></channel></rss>', 1)).toBeNull();
    expect(sliceFeed('<rss><channel><item><title>a</title></channel></rss>', 1)).toBeNull();
    expect(sliceFeed('<rss><channel><item><title>a</title></item></item></channel></rss>', 1)).toBeNull();
    expect(sliceFeed('<rss><channel><item><title>a</title></item><image/><item><title>b</title></item></channel></rss>', 1)).toBeNull();
    expect(sliceFeed('<rss><channel><item><title>a</title></item><![CDATA[', 1)).toBeNull();
  });
});

describe('parseNewest', () => {
  it('reads a feed as parseFeed does, a run at a time', () => {
    for (const xml of [rssXml(PERSONS_FEED), rssXml(manyItemsFeed(5_000))]) expect(parseNewest(xml, 10_000)).toEqual(parseFeed(xml));
  });

  it('keeps the newest items by date (the feed order breaking ties), else the first in the feed, in the feed order', () => {
    // 5,000 items, oldest first: the newest 100 are the last 100
    expect(parseNewest(bigFeedXml(5_000), 100).items.map((i) => i.guid)).toEqual(Array.from({ length: 100 }, (_, i) => `1-${4_900 + i}`));
    const undated = rssXml({ title: 'Undated', items: Array.from({ length: 300 }, (_, i) => ({ guid: `u-${i}`, title: `Episode ${i}` })) });
    expect(parseNewest(undated, 100).items.map((i) => i.guid)).toEqual(Array.from({ length: 100 }, (_, i) => `u-${i}`));
    // a GUID twice: its first item stays
    const twice = rssXml({
      title: 'Twice',
      items: [
        { guid: 'same', title: 'First' },
        { guid: 'same', title: 'Second' },
        { guid: 'other', title: 'Other' },
      ],
    });
    expect(parseNewest(twice, 10).items.map((i) => i.title)).toEqual(['First', 'Other']);
  });

  it('refuses a feed as parseFeed refuses it, wherever its fault lies', () => {
    const long = rssXml(manyItemsFeed(5_000));
    const faults = [
      long.replace('<title>Episode 4000: a conversation</title>', '<title>Episode 4000</titel>'),
      long.replace('</channel>', ''),
      '<!DOCTYPE html><html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body></body></html>',
      '<?xml version="1.0"?><note><item><title>x</title></item></note>',
    ];
    for (const xml of faults) expect(refusalOf(() => parseNewest(xml, 100))).toEqual(refusalOf(() => parseFeed(xml)));
  });
});
