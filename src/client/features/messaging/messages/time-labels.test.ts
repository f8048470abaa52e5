import { describe, expect, it } from 'vitest';
import type { Message } from '@shared/api/messaging/messages';
import { clientMessageOf } from '@tests/fixtures/message';
import { dayLabel, groupByDay, rowTime } from './time-labels';

const now = new Date(2026, 10, 24, 15, 30);

const at = (id: number, date: Date): Message => clientMessageOf({ id, threadId: 1, body: `message ${id}`, createdAt: date.toISOString() });

describe('groupByDay', () => {
  it('puts consecutive messages of a local day under one separator, labelled Today, Yesterday or the date', () => {
    const groups = groupByDay(
      [
        at(1, new Date(2026, 10, 20, 9, 0)),
        at(2, new Date(2026, 10, 23, 0, 5)),
        at(3, new Date(2026, 10, 23, 23, 55)),
        at(4, new Date(2026, 10, 24, 0, 1)),
        at(5, new Date(2026, 10, 24, 15, 0)),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.messages.map((m) => m.id)])).toEqual([
      [new Date(2026, 10, 20).toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), [1]],
      ['Yesterday', [2, 3]],
      ['Today', [4, 5]],
    ]);
  });

  it('gives nothing for no messages', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('dayLabel', () => {
  it('names a date further back than yesterday with its weekday and year', () => {
    const label = dayLabel(new Date(2025, 0, 6), now);
    expect(label).not.toBe('Yesterday');
    expect(label).toContain('2025');
  });
});

describe('rowTime', () => {
  it('reads now, minutes, then clock time, Yesterday, the weekday, and the date', () => {
    expect(rowTime(new Date(2026, 10, 24, 15, 29, 40).toISOString(), now)).toBe('now');
    expect(rowTime(new Date(2026, 10, 24, 15, 5).toISOString(), now)).toBe('25m');
    expect(rowTime(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toMatch(/9.05/);
    expect(rowTime(new Date(2026, 10, 23, 22, 0).toISOString(), now)).toBe('Yesterday');
    expect(rowTime(new Date(2026, 10, 20, 12, 0).toISOString(), now)).toBe(new Date(2026, 10, 20).toLocaleDateString([], { weekday: 'short' }));
    expect(rowTime(new Date(2025, 2, 3, 12, 0).toISOString(), now)).toContain('2025');
  });
});
