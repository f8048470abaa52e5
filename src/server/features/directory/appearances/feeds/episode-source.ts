import { safeLink } from '@shared/api/fields';

/**
 * Where a "Verified" mark (and an appearance made from a feed) may link: the episode on the show's
 * own site, or its audio. The feed item's link alone proves nothing (anyone's feed can link
 * anywhere), so it is kept only on the same site as the feed's address or its channel's link.
 */

/** Second-level labels under which a country's names are registered ("co.uk", "com.au"). */
const SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'ltd', 'plc', 'me', 'or', 'ne', 'go', 'gob', 'nhs', 'sch']);

/**
 * The registrable part of a host name, lower-cased: its last two labels ("cdn.example.fm" →
 * "example.fm"), three under a country's second level ("shows.bbc.co.uk" → "bbc.co.uk"); an IP
 * address or a one-label name whole.
 */
export function registrableHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return host;
  const labels = host.split('.');
  const keep = labels.length >= 3 && labels[labels.length - 1]!.length === 2 && SECOND_LEVELS.has(labels[labels.length - 2]!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The registrable host of an http(s) address; null for anything else. */
function siteOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? registrableHost(url.hostname) : null;
  } catch {
    return null;
  }
}

/**
 * The link of a feed episode that the show itself vouches for: the item's link when it is on the
 * feed's site (its address, or its channel's link, compared by registrable host), else the audio
 * file, else null. Only http(s) addresses count.
 */
export function episodeSourceUrl(item: { link: string | null; enclosureUrl: string | null }, feed: { url: string; siteUrl: string | null }): string | null {
  const sites = new Set([siteOf(feed.url), siteOf(feed.siteUrl)].filter((site) => site !== null));
  const linkSite = siteOf(item.link);
  if (linkSite !== null && sites.has(linkSite)) return safeLink(item.link);
  return safeLink(item.enclosureUrl);
}
