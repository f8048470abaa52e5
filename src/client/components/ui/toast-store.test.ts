import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, msUntilLabelChanges, setToastHeld, subscribeToasts, timeLabel, toast } from './toast-store';

const titles = () => getToasts().map((t) => t.title);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('toast closing', () => {
  it('closes after 5000 ms by default, then fades for 150 ms before it goes', () => {
    toast({ type: 'info', title: 'Saved' });
    vi.advanceTimersByTime(4_999);
    expect(getToasts()[0].closing).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(getToasts()[0].closing).toBe(true);
    vi.advanceTimersByTime(149);
    expect(titles()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('closes after the duration given instead of the default', () => {
    toast({ type: 'info', title: 'Short', duration: 1_000 });
    toast({ type: 'info', title: 'Long', duration: 8_000 });
    vi.advanceTimersByTime(1_150);
    expect(titles()).toEqual(['Long']);
    vi.advanceTimersByTime(5_000);
    expect(titles()).toEqual(['Long']);
    vi.advanceTimersByTime(2_000);
    expect(titles()).toEqual([]);
  });

  it('never closes by itself when autoClose is false, even with a duration', () => {
    toast({ type: 'message', title: 'Sticky', autoClose: false, duration: 1_000 });
    vi.advanceTimersByTime(60_000);
    expect(titles()).toEqual(['Sticky']);
    expect(getToasts()[0].closing).toBeUndefined();
  });

  it('drops the oldest past 5, and a dropped toast never comes back or fires', () => {
    const changes = vi.fn();
    const unsubscribe = subscribeToasts(changes);
    for (let i = 1; i <= 7; i++) toast({ type: 'info', title: `T${i}` });
    expect(titles()).toEqual(['T7', 'T6', 'T5', 'T4', 'T3']);
    expect(changes).toHaveBeenCalledTimes(7);
    vi.advanceTimersByTime(5_150);
    expect(titles()).toEqual([]);
    // five toasts closing and going: no extra change for the two dropped ones
    expect(changes).toHaveBeenCalledTimes(7 + 5 * 2);
    unsubscribe();
  });

  it('ignores a second dismissal of the same toast', () => {
    const changes = vi.fn();
    const id = toast({ type: 'info', title: 'Once', autoClose: false });
    const unsubscribe = subscribeToasts(changes);
    dismissToast(id);
    dismissToast(id);
    vi.advanceTimersByTime(150);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(titles()).toEqual([]);
    unsubscribe();
  });
});

describe('holding a toast (pointer over it, focus in it)', () => {
  it('stops the countdown while held and resumes with the time that was left', () => {
    const id = toast({ type: 'message', title: 'Held' });
    vi.advanceTimersByTime(3_000);
    setToastHeld(id, true);
    vi.advanceTimersByTime(30_000);
    expect(getToasts()[0].closing).toBeUndefined();
    setToastHeld(id, false);
    vi.advanceTimersByTime(1_999);
    expect(getToasts()[0].closing).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(getToasts()[0].closing).toBe(true);
  });

  it('a hold on one toast holds them all, each resuming with its own time left', () => {
    toast({ type: 'info', title: 'Older' });
    vi.advanceTimersByTime(4_000);
    const id = toast({ type: 'message', title: 'Held' });
    setToastHeld(id, true);
    vi.advanceTimersByTime(30_000);
    expect(getToasts().map((t) => t.closing)).toEqual([undefined, undefined]);
    const late = toast({ type: 'info', title: 'Arrived while held' });
    vi.advanceTimersByTime(30_000);
    expect(getToasts().find((t) => t.id === late)?.closing).toBeUndefined();
    setToastHeld(id, false);
    vi.advanceTimersByTime(1_000);
    expect(getToasts().map((t) => [t.title, t.closing])).toEqual([
      ['Arrived while held', undefined],
      ['Held', undefined],
      ['Older', true],
    ]);
  });

  it('holding twice or releasing a running toast changes nothing', () => {
    const id = toast({ type: 'message', title: 'Twice' });
    setToastHeld(id, false);
    vi.advanceTimersByTime(1_000);
    setToastHeld(id, true);
    setToastHeld(id, true);
    vi.advanceTimersByTime(10_000);
    setToastHeld(id, false);
    vi.advanceTimersByTime(3_999);
    expect(getToasts()[0].closing).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(getToasts()[0].closing).toBe(true);
  });
});

describe('time label', () => {
  const start = new Date('2026-01-01T10:00:00Z').getTime();

  it("reads 'just now', then 'Nm ago' by the minute, then the clock time", () => {
    expect(timeLabel(start, start + 59_999)).toBe('just now');
    expect(timeLabel(start, start + 60_000)).toBe('1m ago');
    expect(timeLabel(start, start + 59 * 60_000 + 59_999)).toBe('59m ago');
    expect(timeLabel(start, start + 60 * 60_000)).toBe(new Date(start).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
  });

  it('says when the label next changes, and never again once it shows the clock', () => {
    expect(msUntilLabelChanges(start, start)).toBe(60_000);
    expect(msUntilLabelChanges(start, start + 45_000)).toBe(15_000);
    expect(msUntilLabelChanges(start, start + 61_000)).toBe(59_000);
    const before = timeLabel(start, start + 61_000);
    expect(timeLabel(start, start + 61_000 + 58_999)).toBe(before);
    expect(timeLabel(start, start + 61_000 + 59_000)).not.toBe(before);
    expect(msUntilLabelChanges(start, start + 60 * 60_000)).toBeNull();
  });
});
