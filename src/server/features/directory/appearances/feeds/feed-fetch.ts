import type { Config } from '@server/config';
import { type SafeFetch, SafeFetchError, safeFetchFor } from '@server/integrations/safe-fetch/safe-fetch';
import { parseFeedOffThread } from './feed-parse-pool';
import { FeedError } from './feed-parser';
import type { ParsedFeed } from './feed-types';

/**
 * What asking for a feed answered: unchanged since the validators sent, or read in full with its
 * new validators; either way, where the feed's address moved for good (permanent redirects), if it did.
 */
export type FeedAnswer = { movedTo: string | null } & (
  | { unchanged: true }
  | { unchanged: false; feed: ParsedFeed; etag: string | null; lastModified: string | null }
);

/** The validators of the last full answer, sent back for a conditional GET. */
interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

/** The safe fetcher of feeds: the configured private hosts (tests), FEED_TIMEOUT_SECONDS and FEED_MAX_MEGABYTES. */
export function feedFetcher(config: Pick<Config, 'outboundAllowedPrivateHosts' | 'feeds'>): SafeFetch {
  return safeFetchFor(config, { timeoutMs: config.feeds.timeoutMs, maxBytes: config.feeds.maxBytes, maxRedirects: 5, userAgent: 'PodiumFeedReader/1.0' });
}

/** Why fetching a feed failed, in the plain words /admin/podcasts shows. */
function reasonOf(error: SafeFetchError, config: Pick<Config, 'feeds'>): string {
  switch (error.code) {
    case 'TOO_MANY_REDIRECTS':
      return 'The feed redirects too many times (a redirect loop)';
    case 'TOO_LARGE':
      return `The feed is larger than ${Math.round(config.feeds.maxBytes / (1024 * 1024))} MB`;
    case 'TIMEOUT':
      return `The feed did not answer within ${Math.round(config.feeds.timeoutMs / 1000)} seconds`;
    case 'BLOCKED_ADDRESS':
      return 'The feed’s address is private or reserved, so it is not read';
    case 'DNS_FAILED':
    case 'BAD_URL':
      return error.message;
    default:
      return `The feed could not be reached (${error.message})`;
  }
}

/**
 * The answer's body read as a feed (in its own encoding, in a worker thread: FEED_MAX_ITEMS newest
 * items kept); FeedError for an HTTP failure or a document that is not one.
 */
async function feedOfAnswer(status: number, body: Buffer, contentType: unknown, config: Pick<Config, 'feeds'>): Promise<ParsedFeed> {
  if (status === 404 || status === 410) throw new FeedError(`The feed was not found (HTTP ${status})`);
  if (status >= 400) throw new FeedError(`The feed answered with an error (HTTP ${status})`);
  if (status !== 200) throw new FeedError(`The feed answered HTTP ${status}, not the feed`);
  return parseFeedOffThread(body, typeof contentType === 'string' ? contentType : undefined, config.feeds.maxItems);
}

/**
 * Asks for the feed at `url`, conditionally (the stored validators) and accepting gzip: unchanged
 * on a 304, else the parsed feed; and where permanent redirects moved it. A web page that names
 * its feed is followed to it once (the page's address stays the one asked for). Throws
 * FeedError with a plain reason for anything else (refused, unreachable, too large, too slow, not a feed).
 */
export async function fetchFeed(
  fetcher: SafeFetch,
  config: Pick<Config, 'feeds'>,
  url: string,
  validators: FeedValidators,
  signal?: AbortSignal,
): Promise<FeedAnswer> {
  const get = async (address: string, conditional: boolean) => {
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      'accept-encoding': 'gzip, deflate',
    };
    if (conditional && validators.etag) headers['if-none-match'] = validators.etag;
    if (conditional && validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    try {
      return await fetcher.fetch(address, { readBody: true, headers, signal });
    } catch (error) {
      throw error instanceof SafeFetchError ? new FeedError(reasonOf(error, config)) : error;
    }
  };
  let answer = await get(url, true);
  const movedTo = answer.movedTo ?? null;
  if (answer.status === 304) return { unchanged: true, movedTo };
  let feed: ParsedFeed;
  try {
    feed = await feedOfAnswer(answer.status, answer.body, answer.headers['content-type'], config);
  } catch (error) {
    if (!(error instanceof FeedError) || !error.alternate) throw error;
    const alternate = new URL(error.alternate, answer.url).toString();
    answer = await get(alternate, false);
    feed = await feedOfAnswer(answer.status, answer.body, answer.headers['content-type'], config);
  }
  const header = (name: string) => {
    const value = answer.headers[name];
    return typeof value === 'string' && value.length <= 500 ? value : null;
  };
  return { unchanged: false, feed, etag: header('etag'), lastModified: header('last-modified'), movedTo };
}
