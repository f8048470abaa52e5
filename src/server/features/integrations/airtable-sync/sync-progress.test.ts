import { describe, expect, it } from 'vitest';
import { AIRTABLE_SECTIONS } from '@shared/api/integrations/airtable-sync';
import type { Outcome } from './record-upsert';
import { AIRTABLE_PAGE_SIZE, SyncProgress } from './sync-progress';

/** A page of `n` outcomes, all `outcome`. */
const page = (n: number, outcome: Outcome = 'new'): Outcome[] => Array.from({ length: n }, () => outcome);

describe('SyncProgress', () => {
  it('knows every section of a run of everything from the start, waiting, at 0%', () => {
    const progress = new SyncProgress('all', AIRTABLE_SECTIONS);
    expect(progress.summary()).toEqual({
      new: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      section: 'all',
      percent: 0,
      sections: AIRTABLE_SECTIONS.map((section) => ({ section, state: 'waiting', records: 0, new: 0, updated: 0, unchanged: 0, failed: 0 })),
    });
  });

  it('never reaches 100% before the last section is done, never goes back, and counts each section apart', () => {
    const progress = new SyncProgress('all', AIRTABLE_SECTIONS, { clients: 150, 'client-images': 150 });
    const seen: number[] = [];
    for (const section of AIRTABLE_SECTIONS) {
      progress.start(section);
      seen.push(progress.percent());
      // more pages than expected: the share of the section keeps growing without reaching its end
      for (let i = 0; i < 4; i++) {
        progress.page(section, [...page(AIRTABLE_PAGE_SIZE - 10, 'unchanged'), ...page(5, 'updated'), ...page(4), { failed: 'No name' }]);
        seen.push(progress.percent());
      }
      progress.page(section, page(3));
      seen.push(progress.percent());
      progress.finish(section);
      seen.push(progress.percent());
    }
    expect(seen.at(-1)).toBe(100);
    expect(seen.slice(0, -1).every((p) => p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // a section done is its whole share: 1 of 5 sections is 20%
    expect(seen[6]).toBe(20);
    // half of the clients the last run brought is half of their share
    expect(new SyncProgress('all', AIRTABLE_SECTIONS, { clients: 200 }).percent()).toBe(0);
    const half = new SyncProgress('all', AIRTABLE_SECTIONS, { clients: 200 });
    half.start('clients');
    half.page('clients', page(100));
    expect(half.percent()).toBe(10);

    const summary = progress.summary();
    expect(summary).toMatchObject({ new: 5 * 19, updated: 5 * 20, unchanged: 5 * 360, failed: 5 * 4, percent: 100 });
    expect(summary.sections).toEqual(
      AIRTABLE_SECTIONS.map((section) => ({ section, state: 'done', records: 403, new: 19, updated: 20, unchanged: 360, failed: 4 })),
    );
  });

  it('a section with nothing expected takes a share of at least one more page, so one page is not the whole section', () => {
    const progress = new SyncProgress('clients', ['clients']);
    progress.start('clients');
    progress.page('clients', page(AIRTABLE_PAGE_SIZE));
    expect(progress.percent()).toBe(50);
    progress.page('clients', page(40));
    expect(progress.percent()).toBe(58);
    progress.finish('clients');
    expect(progress.percent()).toBe(100);
  });

  it('a run that stops marks the section under way failed or cancelled; the rest stay waiting', () => {
    const progress = new SyncProgress('all', AIRTABLE_SECTIONS);
    progress.start('clients');
    progress.finish('clients');
    progress.start('client-images');
    progress.stop('failed');
    expect(progress.summary().sections.map((s) => s.state)).toEqual(['done', 'failed', 'waiting', 'waiting', 'waiting']);
    expect(progress.percent()).toBe(20);
    const cancelled = new SyncProgress('videos', ['videos']);
    cancelled.start('videos');
    cancelled.stop('cancelled');
    expect(cancelled.summary().sections).toMatchObject([{ section: 'videos', state: 'cancelled' }]);
  });
});
