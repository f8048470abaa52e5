import type { AdminFeed } from '@shared/api/directory/podcasts/admin-podcasts';
import { plural } from '@shared/plural';

/** How long ago `iso` was, in words: 'just now', '5 minutes ago', '2 hours ago', '3 days ago'. */
export function agoLabel(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${plural(hours, 'hour')} ago`;
  return `${plural(Math.floor(hours / 24), 'day')} ago`;
}

/**
 * A feed's state in words, as /admin/podcasts shows it: its failures and last reason ("Failed 3
 * times: The feed is not valid XML (line 12)"), else when it was read well and what it holds
 * ("Read 2 hours ago · 1,000 episodes"), else "Not read yet".
 */
export function feedStateLabel(feed: AdminFeed, now = Date.now()): string {
  if (feed.failures > 0) return `Failed ${plural(feed.failures, 'time')}: ${feed.error ?? 'no reason given'}`;
  if (feed.okAt) return `Read ${agoLabel(feed.okAt, now)} · ${plural(feed.episodeCount, 'episode')}`;
  return 'Not read yet';
}
