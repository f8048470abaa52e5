import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import { seededApp } from '@tests/helpers/seeded-app';
import { createEventBus, type EventHandler } from '@server/platform/events';
import { adminJobs, appearanceMatches, feedEpisodes } from '@server/db/schema';
import { appearanceScanJob, SCAN_PAGE, type ScanContext, scanTiming } from './appearance-scan-job';

const app = seededApp();
const quiet = { info: () => undefined, warn: () => undefined };
/** The scan's context, with a bus on which `onVerified` (if any) hears of the appearances verified. */
function scanContext(onVerified?: EventHandler<'appearances.verified'>): ScanContext {
  const events = createEventBus();
  if (onVerified) events.on('appearances.verified', onVerified);
  return { db: app.t.db, config: app.t.config, bus: { invalidate: async () => undefined }, metrics: app.t.app.metrics, events, log: quiet };
}

describe('the scan for appearances nobody booked', () => {
  it('reads every stored episode in pages, turning the ones naming a client into suggestions, as a recorded job with its progress', async () => {
    const { db } = app.t;
    const client = await createClient(db, { name: 'Evangeline Marchbanks', slug: 'evangeline-marchbanks' });
    const filler = Array.from({ length: SCAN_PAGE + 5 }, (_, i) => ({ title: `Filler ${i}`, publishedAt: '2024-01-01T00:00:00Z' }));
    const { episodeIds } = await storeFakeFeed(db, {
      title: 'Unbooked Show',
      items: [...filler, { title: 'Evangeline Marchbanks on lighthouses', publishedAt: '2025-01-01T00:00:00Z' }],
    });
    const naming = episodeIds[episodeIds.length - 1]!;

    // every stored episode is read: these, and any the route tests' world or the other test (in any order) stored
    const [{ stored }] = await db.select({ stored: count() }).from(feedEpisodes);
    await db.delete(adminJobs).where(eq(adminJobs.kind, 'appearance-scan'));
    expect(stored).toBeGreaterThanOrEqual(episodeIds.length);
    const summary = await appearanceScanJob.run(scanContext(), null, null);
    expect(summary).toEqual({ episodes: stored, verified: 0, suggested: 1, cancelled: false });
    const matches = await db.select().from(appearanceMatches).where(inArray(appearanceMatches.feedEpisodeId, episodeIds));
    expect(matches).toMatchObject([{ feedEpisodeId: naming, clientId: client.id, status: 'suggested', signal: 'name-in-title' }]);
    const [run] = await db.select().from(adminJobs).where(eq(adminJobs.kind, 'appearance-scan'));
    expect(run).toMatchObject({ status: 'succeeded', params: { scheduled: true }, done: stored, total: stored });

    // a second run finds the same and stores nothing new; a scheduled look soon after is skipped
    expect(await appearanceScanJob.run(scanContext(), null, null)).toMatchObject({ suggested: 0 });
    expect(await appearanceScanJob.tick({ ...scanContext(), database: app.t.database }, 3_600_000, quiet)).toBe('recent');
  });

  it('publishes the appearances it verifies (release detection subscribes)', async () => {
    const { db } = app.t;
    const client = await createClient(db, { name: 'Octavia Brightwater', slug: 'octavia-brightwater', websiteUrl: 'https://octavia.example' });
    const { episodeIds } = await storeFakeFeed(db, {
      title: 'Harbour Talks',
      items: [
        {
          title: 'Tides and trade',
          persons: [{ name: 'Octavia Brightwater', role: 'guest', href: 'https://octavia.example/' }],
          publishedAt: '2025-02-01T00:00:00Z',
        },
      ],
    });
    const heard: { clientId: number; feedEpisodeId: number }[] = [];
    await db.delete(adminJobs).where(eq(adminJobs.kind, 'appearance-scan'));
    await appearanceScanJob.run(
      scanContext(async (verified) => void heard.push(...verified)),
      null,
      null,
    );
    expect(heard).toEqual([expect.objectContaining({ clientId: client.id, feedEpisodeId: episodeIds[0], bookingId: null })]);
  });

  it('is scheduled every APPEARANCE_SCAN_INTERVAL_HOURS (168 by default), looking hourly, and not at all at 0', () => {
    expect(app.t.config.feeds.scanIntervalHours).toBe(168);
    expect(scanTiming(168)).toEqual({ everyMs: 3_600_000, notWithinMs: 168 * 3_600_000 });
    expect(scanTiming(0)).toBeNull();
  });
});
