import { describe, expect, it, vi } from 'vitest';
import { followSyncStream, retryDelay, type SyncStreamEnv } from './sync-stream';

/** A scripted EventSource: the test opens, fails and sends events. */
class FakeSource {
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: ((m: { data: string }) => void)[] = [];
  addEventListener(_name: string, listener: (m: { data: string }) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(data: string) {
    for (const l of this.listeners) l({ data });
  }
}

function harness() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  let visible: () => void = () => undefined;
  const env: SyncStreamEnv = {
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source as unknown as EventSource;
    },
    setTimeout: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    onVisible: (run) => {
      visible = run;
      return () => {
        visible = () => undefined;
      };
    },
  };
  const fire = () =>
    timers
      .filter((t) => !t.cleared)
      .at(-1)!
      .run();
  return { env, sources, timers, fire, becomeVisible: () => visible() };
}

describe('the sync stream', () => {
  it('waits 1, 2, 4, 8, 16 s between attempts, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('hands each sync event on, and retries a failed stream with backoff, giving up after 5 attempts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = harness();
    const events: unknown[] = [];
    followSyncStream((e) => events.push(e), h.env);
    h.sources[0]!.emit('{"type":"sync_complete","section":"clients"}');
    h.sources[0]!.emit('not json');
    expect(events).toEqual([{ type: 'sync_complete', section: 'clients' }]);
    for (let i = 0; i < 5; i++) {
      h.sources.at(-1)!.onerror!();
      expect(h.sources.at(-1)!.closed).toBe(true);
      h.fire();
    }
    expect(h.timers.map((t) => t.ms)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    h.sources.at(-1)!.onerror!();
    expect(h.timers).toHaveLength(5);
    expect(h.sources).toHaveLength(6);
    // gave up: becoming visible again does not reopen it
    h.becomeVisible();
    expect(h.sources).toHaveLength(6);
  });

  it('a successful open resets the count; becoming visible while a retry waits reconnects at once', () => {
    const h = harness();
    followSyncStream(() => undefined, h.env);
    h.sources[0]!.onerror!();
    h.fire();
    h.sources[1]!.onerror!();
    expect(h.timers.at(-1)!.ms).toBe(2_000);
    h.fire();
    h.sources[2]!.onopen!();
    h.sources[2]!.onerror!();
    expect(h.timers.at(-1)!.ms).toBe(1_000);
    h.becomeVisible();
    expect(h.timers.at(-1)!.cleared).toBe(true);
    expect(h.sources).toHaveLength(4);
    // connected: becoming visible changes nothing
    h.becomeVisible();
    expect(h.sources).toHaveLength(4);
  });

  it('stops: the stream closes and no retry runs', () => {
    const h = harness();
    const stop = followSyncStream(() => undefined, h.env);
    h.sources[0]!.onerror!();
    stop();
    expect(h.timers[0]!.cleared).toBe(true);
    h.becomeVisible();
    expect(h.sources).toHaveLength(1);
  });
});
