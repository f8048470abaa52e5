import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { type SafeFetch, SafeFetchError, safeFetchFor } from '@server/integrations/safe-fetch/safe-fetch';
import type { Site } from '@server/platform/site';
import { BusyCalendarError } from './busy-calendar-error';
import type { BusySpan } from './busy-times-parse';

/** How long a calendar may take to answer. */
const TIMEOUT_MS = 20_000;

/** The largest calendar read: years of a busy person's events fit (Google's private address lists every event ever). */
const MAX_BYTES = 8 * 1024 * 1024;

/** A calendar that could not be read, with why in the words the guest's page shows. */
export class BusyReadError extends Error {}

/** What reading a calendar found: unchanged since the validators sent, or its busy times with its new validators. */
export type BusyRead = { unchanged: true } | { unchanged: false; spans: BusySpan[]; etag: string | null; lastModified: string | null };

/** The safe fetcher of guests' calendars (the configured private hosts are for tests). */
export function calendarFetcher(config: Pick<Config, 'outboundAllowedPrivateHosts'>): SafeFetch {
  return safeFetchFor(config, { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, maxRedirects: 3, userAgent: 'PodiumCalendarReader/1.0' });
}

/** The address fetched for one as pasted: webcal is https by another name. */
export function fetchAddressOf(address: string): string {
  return address.replace(/^webcals?:/i, 'https:');
}

/** Why a fetch failed, in the guest's words. */
function reasonOfFetch(error: SafeFetchError): string {
  switch (error.code) {
    case 'TIMEOUT':
      return `Your calendar did not answer within ${TIMEOUT_MS / 1000} seconds`;
    case 'TOO_LARGE':
      return `Your calendar is larger than ${MAX_BYTES / (1024 * 1024)} MB, more than Podium reads`;
    case 'BLOCKED_ADDRESS':
      return 'This address points into a private network, so Podium does not read it';
    case 'DNS_FAILED':
      return 'The server in this address could not be found: check the address';
    case 'TOO_MANY_REDIRECTS':
      return 'This address sends Podium on to other addresses too many times';
    case 'BAD_URL':
      return 'This is not an address Podium can read: it must start with https:// or webcal://';
    default:
      return 'Your calendar could not be reached';
  }
}

/** Why an answer is not a calendar, in the guest's words; null for a 200. */
function reasonOfStatus(status: number): string | null {
  if (status === 200) return null;
  if (status === 401 || status === 403) return 'Your calendar refused this address (it may have been reset): copy its private address again';
  if (status === 404 || status === 410) return 'Your calendar no longer has this address: copy its private address again';
  if (status >= 500) return 'Your calendar’s server had a fault; Podium tries again shortly';
  return 'Your calendar gave an answer that is not a calendar';
}

/** Whether a UID is one of this site's own invitations (a recording the desk already counts). */
export function ownEventTest(site: Pick<Site, 'baseUrl'>): (uid: string) => boolean {
  const suffix = `@${new URL(site.baseUrl).hostname}`.toLowerCase();
  return (uid) => /^booking-\d+@/i.test(uid) && uid.toLowerCase().endsWith(suffix);
}

/**
 * Reads a guest's calendar at `address` through the SSRF-guarded fetcher, conditionally (the stored
 * validators) and accepting gzip, and its busy times from the answer (`busyTimesOf`, at `now`, in
 * the guest's zone). Throws BusyReadError with the reason in plain words.
 */
export async function readBusyCalendar(
  fetcher: SafeFetch,
  address: string,
  validators: { etag: string | null; lastModified: string | null },
  reading: { now: Date; guestZone: string; site: Pick<Site, 'baseUrl'> },
): Promise<BusyRead> {
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'accept-encoding': 'gzip, deflate' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  let answer: Awaited<ReturnType<SafeFetch['fetch']>>;
  try {
    answer = await fetcher.fetch(fetchAddressOf(address), { readBody: true, headers });
  } catch (error) {
    if (error instanceof SafeFetchError) throw new BusyReadError(reasonOfFetch(error));
    throw error;
  }
  if (answer.status === 304) return { unchanged: true };
  const refused = reasonOfStatus(answer.status);
  if (refused) throw new BusyReadError(refused);
  let spans: BusySpan[];
  try {
    // the calendar reader (and ical.js) is loaded when a calendar is first read, not at every start
    const { busyTimesOf } = await import('./busy-times-parse');
    spans = await busyTimesOf(answer.body.toString('utf8'), { now: reading.now, guestZone: reading.guestZone, isOwnEvent: ownEventTest(reading.site) });
  } catch (error) {
    if (error instanceof BusyCalendarError) throw new BusyReadError(error.message);
    throw error;
  }
  const header = (name: string) => {
    const value = answer.headers[name];
    return typeof value === 'string' && value.length <= 500 ? value : null;
  };
  return { unchanged: false, spans, etag: header('etag'), lastModified: header('last-modified') };
}

/** What reading calendars needs: the database and the configuration (the fetcher's private hosts, the secret that seals addresses). */
export interface BusyContext {
  db: Db;
  config: Pick<Config, 'outboundAllowedPrivateHosts' | 'sessionSecret'>;
}
