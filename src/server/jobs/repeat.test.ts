import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_START_DELAY_MS, repeat } from './repeat';

const HOUR = 60 * 60 * 1000;

describe('repeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a task marked atStart once start-up has settled, not at once, then every interval', async () => {
    const run = vi.fn(async () => undefined);
    const stop = repeat({ everyMs: HOUR, atStart: true, run, onError: () => undefined });
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AT_START_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('waits a whole interval for a task not marked atStart, and runs nothing once stopped', async () => {
    const run = vi.fn(async () => undefined);
    const stop = repeat({ everyMs: HOUR, run, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    const early = vi.fn(async () => undefined);
    repeat({ everyMs: HOUR, atStart: true, run: early, onError: () => undefined })();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(early).not.toHaveBeenCalled();
  });

  it('skips a run that falls due while the last is still going, and reports a run that threw', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onError = vi.fn();
    const stop = repeat({ everyMs: 1_000, run, onError });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
    const failing = repeat({ everyMs: 1_000, run: async () => Promise.reject(new Error('the disk is full')), onError });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledWith(new Error('the disk is full'));
    failing();
  });
});
