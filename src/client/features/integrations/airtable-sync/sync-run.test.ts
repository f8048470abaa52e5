import { describe, expect, it } from 'vitest';
import type { AdminJob, JobProgressEvent } from '@shared/api/jobs';
import { AIRTABLE_SECTIONS, type SyncSectionState } from '@shared/api/integrations/airtable-sync';
import { syncMeasure, syncRunName } from './sync-run';

/** A sync's progress event with its sections in these states. */
function event(states: SyncSectionState[], percent: number, done = 40, status: JobProgressEvent['status'] = 'running'): JobProgressEvent {
  const sections = states.map((state, i) => ({ section: AIRTABLE_SECTIONS[i]!, state, records: 0, new: 0, updated: 0, unchanged: 0, failed: 0 }));
  return {
    status,
    done,
    total: done,
    error: null,
    summary: { new: 0, updated: 0, unchanged: 0, failed: 0, section: states.length > 1 ? 'all' : 'clients', sections, percent },
  };
}

describe('a sync run on /admin/sync', () => {
  it('the bar follows the run’s percent and names the section under way', () => {
    expect(syncMeasure(event(['done', 'running', 'waiting', 'waiting', 'waiting'], 27))).toEqual({
      percent: 27,
      text: 'Syncing Client images, section 2 of 5 · 40 records so far',
    });
    expect(syncMeasure(event(['running'], 50, 1))).toEqual({ percent: 50, text: 'Syncing Clients · 1 record so far' });
    expect(syncMeasure(event(['waiting', 'waiting'], 0, 0))).toEqual({ percent: 0, text: 'Preparing…' });
    expect(syncMeasure(event(['done', 'done'], 100, 120, 'succeeded'))).toEqual({ percent: 100, text: '120 records' });
  });

  it('a run kept before sections were (its summary of another shape) falls back to counting records', () => {
    expect(
      syncMeasure({
        status: 'succeeded',
        done: 3,
        total: 3,
        error: null,
        summary: { new: 3, updated: 0, unchanged: 0, failed: 0, section: 'all', sections: { clients: {} } },
      }),
    ).toBeNull();
  });

  it('the history names what a run synced', () => {
    const job = (section: string) => ({ params: { section } }) as unknown as AdminJob;
    expect(syncRunName(job('all'))).toBe('Everything: Clients, Client images, Talking points, Videos, Episodes');
    expect(syncRunName(job('talking-points'))).toBe('Talking points');
  });
});
