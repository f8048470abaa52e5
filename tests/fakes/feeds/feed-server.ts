import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { type FakeFeed, rssXml } from './rss';

/** What a served path answers: a status, headers and a body (a string is a 200 RSS body). */
export interface FeedAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Answers a request to a served path (its headers, to answer conditionally), at once or later. */
export type FeedHandler = (request: IncomingMessage) => string | FeedAnswer | Promise<string | FeedAnswer>;

/** A local fake podcast host on 127.0.0.1, with realistic feeds (well-formed, malformed, conditional, gzipped, moved, huge, slow…) and any a test adds. */
export interface FeedServer {
  /** "127.0.0.1:port": what OUTBOUND_ALLOWED_PRIVATE_HOSTS must list. */
  host: string;
  /** The address of `path` on this server. */
  url(path: string): string;
  /** Serves `path` (replacing what it served): a feed's XML, or a full answer. */
  serve(path: string, handler: FeedHandler): void;
  /** Serves `feed` as RSS at `path`. */
  serveFeed(path: string, feed: FakeFeed): void;
  /** How many requests `path` received. */
  requests(path: string): number;
  /** The headers of the last request to `path`. */
  lastHeaders(path: string): IncomingHttpHeaders | undefined;
  /** The most requests this server answered at once since the last reset. */
  maxConcurrent(): number;
  /** Forgets the request counts and the concurrency seen. */
  reset(): void;
  /** Every answer waits this long first (ms), so overlapping requests can be seen. */
  delayMs: number;
  close(): Promise<void>;
}

/** Options of the fake: the size of the huge feed (over the cap). */
export interface FeedServerOptions {
  hugeBytes?: number;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

/** A show naming its guests in `podcast:person` tags, with links. */
export const PERSONS_FEED: FakeFeed = {
  title: 'The Leadership Hour',
  link: 'https://leadership.example.fm',
  imageUrl: 'https://leadership.example.fm/art.jpg',
  podcastGuid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
  persons: [{ name: 'Sam Host', role: 'host' }],
  items: [
    {
      guid: 'lh-1',
      title: 'Building teams that last',
      description: '<p>We talk about <b>teams</b> &amp; trust.</p>',
      publishedAt: day(1),
      enclosureUrl: 'https://cdn.example.fm/lh-1.mp3',
      transcriptUrl: 'https://leadership.example.fm/lh-1.vtt',
      persons: [
        { name: 'Sam Host', role: 'Host' },
        { name: 'Ada Lovelace', role: 'Guest', href: 'https://ada.example.com' },
      ],
    },
    { guid: 'lh-2', title: 'Solo: what I learned', description: 'Just me.', publishedAt: day(8), enclosureUrl: 'https://cdn.example.fm/lh-2.mp3' },
  ],
};

/** A show naming its guests only in titles (most feeds). */
export const TITLES_FEED: FakeFeed = {
  title: 'Growth Talks',
  items: [
    { guid: 'gt-1', title: 'Grace Hopper on debugging the future', description: 'A conversation.', publishedAt: day(2) },
    { guid: 'gt-2', title: 'Interview with Alan Turing', description: 'Machines that think.', publishedAt: day(9) },
  ],
};

/** A show whose guests have accents and middle initials. */
export const ACCENTS_FEED: FakeFeed = {
  title: 'Voces & Voices',
  items: [
    { guid: 'vv-1', title: 'José Ángel Núñez: leading in two languages', description: '<p>Con José Ángel Núñez.</p>', publishedAt: day(3) },
    { guid: 'vv-2', title: "Mary K. O'Brien on resilience", description: 'Mary K. O&#8217;Brien joins us.', publishedAt: day(10) },
  ],
};

/** A feed of `count` items, as large shows have. */
export function manyItemsFeed(count: number, title = 'The Long Show'): FakeFeed {
  return {
    title,
    items: Array.from({ length: count }, (_, i) => ({
      guid: `long-${i}`,
      title: `Episode ${i}: a conversation`,
      description: `<p>Episode ${i} of a long-running show, with notes &amp; links.</p>`,
      publishedAt: day(i % 3_000),
      enclosureUrl: `https://cdn.example.fm/long/${i}.mp3`,
    })),
  };
}

/**
 * The XML of a feed of `count` short items, oldest first (as some hosts list them), an hour apart
 * from 2015, about 100 bytes each: 100,000 make 9.5 MB, under the 10 MB cap. Every GUID carries
 * `round`, so a feed served again with another round has changed every GUID.
 */
export function bigFeedXml(count: number, round = 1): string {
  const items = Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2015, 0, 1) + i * 3_600_000).toUTCString().slice(5);
    return `<item><title>Ep ${i}</title><guid>${round}-${i}</guid><pubDate>${date}</pubDate></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>The Big Show</title>\n${items.join('\n')}\n</channel></rss>`;
}

const HTML_PAGE = `<!DOCTYPE html>
<html><head><title>Growth Talks</title>
<link rel="alternate" type="application/rss+xml" title="Growth Talks" href="/titles.xml">
</head><body><h1>Growth Talks</h1></body></html>`;

const CONDITIONAL = { etag: '"v1"', lastModified: 'Thu, 01 Jan 2026 00:00:00 GMT' };

/**
 * Starts the fake on 127.0.0.1 at a random port, serving: /persons.xml, /titles.xml, /accents.xml,
 * /malformed.xml, /conditional.xml (ETag and Last-Modified, 304 when they match), /gzip.xml (gzip
 * when asked), /moved.xml (301 to /persons.xml), /loop.xml (a redirect to itself), /many.xml
 * (5,000 items), /huge.xml (over the cap), /slow.xml (never answers), /page.html (a web page
 * linking /titles.xml as its feed); and whatever a test adds with serve().
 */
export async function startFeedServer(options: FeedServerOptions = {}): Promise<FeedServer> {
  const handlers = new Map<string, FeedHandler>();
  const counts = new Map<string, number>();
  const headers = new Map<string, IncomingHttpHeaders>();
  let active = 0;
  let peak = 0;
  const hugeBytes = options.hugeBytes ?? 11 * 1024 * 1024;

  const answer = (res: ServerResponse, reply: string | FeedAnswer) => {
    const { status = 200, headers: extra = {}, body = '' } = typeof reply === 'string' ? { body: reply } : reply;
    res.writeHead(status, { 'content-type': 'application/rss+xml; charset=utf-8', ...extra }).end(body);
  };
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    headers.set(path, req.headers);
    active++;
    peak = Math.max(peak, active);
    res.on('close', () => active--);
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (path === '/slow.xml') return; // never answers
    if (path === '/huge.xml') return streamHuge(res, hugeBytes);
    const handler = handlers.get(path);
    if (!handler) return answer(res, { status: 404, body: 'Not found' });
    answer(res, await handler(req));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const fake: FeedServer = {
    host: `127.0.0.1:${port}`,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, handler) => void handlers.set(path, handler),
    serveFeed: (path, feed) => {
      const xml = rssXml(feed);
      handlers.set(path, () => xml);
    },
    requests: (path) => counts.get(path) ?? 0,
    lastHeaders: (path) => headers.get(path),
    maxConcurrent: () => peak,
    reset() {
      counts.clear();
      headers.clear();
      peak = active;
    },
    delayMs: 0,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  fake.serveFeed('/persons.xml', PERSONS_FEED);
  fake.serveFeed('/titles.xml', TITLES_FEED);
  fake.serveFeed('/accents.xml', ACCENTS_FEED);
  fake.serve('/malformed.xml', () => rssXml(TITLES_FEED).replace('</title>', '</titel>'));
  const conditional = rssXml(PERSONS_FEED);
  fake.serve('/conditional.xml', (req) => {
    const validators = { etag: CONDITIONAL.etag, 'last-modified': CONDITIONAL.lastModified };
    const fresh = req.headers['if-none-match'] === CONDITIONAL.etag || req.headers['if-modified-since'] === CONDITIONAL.lastModified;
    return fresh ? { status: 304, headers: validators } : { headers: validators, body: conditional };
  });
  const zipped = gzipSync(rssXml(ACCENTS_FEED));
  fake.serve('/gzip.xml', (req) =>
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? { headers: { 'content-encoding': 'gzip' }, body: zipped } : rssXml(ACCENTS_FEED),
  );
  fake.serve('/moved.xml', () => ({ status: 301, headers: { location: '/persons.xml' } }));
  fake.serve('/loop.xml', () => ({ status: 302, headers: { location: '/loop.xml' } }));
  const many = rssXml(manyItemsFeed(5_000));
  fake.serve('/many.xml', () => many);
  fake.serve('/page.html', () => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body: HTML_PAGE }));
  return fake;
}

/** Streams `bytes` of a feed that never ends well (items, no closing tags), without a length. */
function streamHuge(res: ServerResponse, bytes: number): void {
  res.writeHead(200, { 'content-type': 'application/rss+xml' });
  const chunk = Buffer.from('<item><title>Padding</title><description>'.padEnd(64 * 1024, 'x'));
  let sent = 0;
  const more = () => {
    while (sent < bytes && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  more();
}
