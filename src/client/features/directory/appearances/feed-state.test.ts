import { describe, expect, it } from 'vitest';
import type { AdminFeed } from '@shared/api/directory/podcasts/admin-podcasts';
import { agoLabel, feedStateLabel } from './feed-state';

const now = Date.parse('2026-05-01T12:00:00Z');
const feed: AdminFeed = {
  id: 1,
  url: 'https://show.example/rss',
  title: 'Show',
  podcastId: 1,
  episodeCount: 0,
  failures: 0,
  error: null,
  checkedAt: null,
  okAt: null,
  nextCheckAt: '2026-05-01T12:00:00Z',
  source: 'admin',
  trust: 'admin',
};

describe('feedStateLabel', () => {
  it('says how a feed stands in words: not read yet, read when and holding what, or failed how often and why', () => {
    expect(feedStateLabel(feed, now)).toBe('Not read yet');
    expect(feedStateLabel({ ...feed, okAt: '2026-05-01T10:00:00Z', checkedAt: '2026-05-01T10:00:00Z', episodeCount: 1000 }, now)).toBe(
      'Read 2 hours ago · 1,000 episodes',
    );
    expect(feedStateLabel({ ...feed, failures: 3, error: 'The feed is not valid XML (line 12)', okAt: '2026-04-01T10:00:00Z' }, now)).toBe(
      'Failed 3 times: The feed is not valid XML (line 12)',
    );
    expect(feedStateLabel({ ...feed, failures: 1, error: 'The feed was not found (HTTP 404)' }, now)).toBe('Failed 1 time: The feed was not found (HTTP 404)');
  });

  it('counts minutes, hours, then days', () => {
    expect(agoLabel('2026-05-01T11:59:30Z', now)).toBe('just now');
    expect(agoLabel('2026-05-01T11:59:00Z', now)).toBe('1 minute ago');
    expect(agoLabel('2026-04-30T00:00:00Z', now)).toBe('36 hours ago');
    expect(agoLabel('2026-04-21T12:00:00Z', now)).toBe('10 days ago');
  });
});
