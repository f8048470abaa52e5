import { integrationsRoutes } from '@shared/api/integrations/route-table';
import { addressOf } from '@client/lib/call';
/** The sync stream's retries: from 1,000 ms, doubling, at most 30,000 ms, 5 attempts. */
const SYNC_RETRY = { baseMs: 1_000, capMs: 30_000, maxAttempts: 5 } as const;

/** The wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(SYNC_RETRY.baseMs * 2 ** (attempt - 1), SYNC_RETRY.capMs);
}

/** What the stream needs of the browser (EventSource, timers, page visibility), so tests can drive it. */
export interface SyncStreamEnv {
  open(url: string): EventSource;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** Subscribes to "the page became visible"; answers the unsubscribe. */
  onVisible(run: () => void): () => void;
}

const browserEnv: SyncStreamEnv = {
  open: (url) => new EventSource(url, { withCredentials: true }),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
  onVisible(run) {
    const listener = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Follows GET /api/sync-progress-stream: each `sync` event's data goes to `onEvent`.
 * On an error the stream is closed and reopened after 1 s, 2 s, 4 s… (at most 30 s), up to 5
 * attempts, then it gives up; a successful open resets the count. When the page becomes visible
 * while a retry is waiting (no connection, attempts left), the count resets and it reconnects at once. Errors are
 * only logged. Answers the function that stops it.
 */
export function followSyncStream(onEvent: (data: unknown) => void, env: SyncStreamEnv = browserEnv): () => void {
  let source: EventSource | null = null;
  let timer: unknown = null;
  let failures = 0;
  let stopped = false;

  const connect = () => {
    timer = null;
    const current = env.open(addressOf(integrationsRoutes.syncStream, {}));
    source = current;
    current.onopen = () => {
      failures = 0;
    };
    current.addEventListener('sync', (message) => {
      try {
        onEvent(JSON.parse((message as MessageEvent<string>).data));
      } catch (error) {
        console.warn('Ignored a malformed sync event', error);
      }
    });
    current.onerror = () => {
      current.close();
      source = null;
      failures++;
      if (stopped || failures > SYNC_RETRY.maxAttempts) {
        console.warn('The sync stream gave up after', SYNC_RETRY.maxAttempts, 'attempts');
        return;
      }
      timer = env.setTimeout(connect, retryDelay(failures));
    };
  };

  const stopVisible = env.onVisible(() => {
    const attemptsLeft = failures <= SYNC_RETRY.maxAttempts;
    if (stopped || source !== null || !attemptsLeft) return;
    if (timer !== null) env.clearTimeout(timer);
    failures = 0;
    connect();
  });
  connect();
  return () => {
    stopped = true;
    stopVisible();
    if (timer !== null) env.clearTimeout(timer);
    source?.close();
    source = null;
  };
}
