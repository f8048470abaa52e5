import { describe, expect, it } from 'vitest';
import { detailLines, detailValue, holdsTime } from './audit-details';

/** A reader in UTC, in words. */
const time = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });

describe('audit details in words', () => {
  it('reads a booking moved by the desk as labelled lines: stages, the time and the reason in words', () => {
    const details = { clientId: 4, requestId: 9, showName: 'The Long Game', from: 'requested', to: 'declined', by: 'guest', reason: 'Not this season' };
    expect(detailLines(details, time)).toEqual([
      { label: 'Client id', value: '4' },
      { label: 'Booking request id', value: '9' },
      { label: 'Show', value: 'The Long Game' },
      { label: 'From', value: 'Requested' },
      { label: 'To', value: 'Declined' },
      { label: 'By', value: 'guest' },
      { label: 'Reason', value: 'Not this season' },
    ]);
  });

  it('writes times in the reader’s words, days as dates, lists joined, ids as written and counts grouped', () => {
    expect(detailValue('slot', '2026-12-01T15:00:00.000Z', time)).toBe('Dec 1, 2026, 3:00 PM');
    expect(detailValue('slots', ['2026-12-01T15:00:00.000Z', '2026-12-02T09:30:00.000Z'], time)).toBe('Dec 1, 2026, 3:00 PM, Dec 2, 2026, 9:30 AM');
    expect(detailValue('expiresOn', '2027-01-31', time)).toBe('Jan 31, 2027');
    expect(detailValue('targetIds', [1204, 7], time)).toBe('1204, 7');
    expect(detailValue('unpublishedBookingId', 1204, time)).toBe('1204');
    expect(detailValue('bytes', 1048576, time)).toBe('1,048,576');
    expect(detailValue('fields', ['narrativeBio', 'shortBio'], time)).toBe('Bio, Short bio');
    expect(detailValue('kind', 'podcast-feeds', time)).toBe('Read of the podcast feeds');
    expect(detailValue('photo', true, time)).toBe('Yes');
    expect(detailValue('episodeId', null, time)).toBe('none');
    expect(detailValue('ids', [], time)).toBe('none');
  });

  it('flattens nested objects into one line per key, and spells out keys it has no words for', () => {
    expect(detailLines({ params: { section: 'clients', scheduled: true }, someKeyName: 'x', matchesDropped: 3 }, time)).toEqual([
      { label: 'Settings · Section', value: 'clients' },
      { label: 'Settings · Scheduled', value: 'Yes' },
      { label: 'Some key name', value: 'x' },
      { label: 'Matches dropped', value: '3' },
    ]);
    expect(detailValue('changes', [{ field: 'headline', count: 2 }], time)).toBe('Field Headline, Count 2');
  });

  it('tells whether details hold a time, at any depth', () => {
    expect(holdsTime({ after: { holdExpiresAt: '2026-12-01T15:00:00.000Z' } })).toBe(true);
    expect(holdsTime({ expiresOn: '2026-12-01', count: 3 })).toBe(false);
  });
});
