import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/** What a listener logs: a lost connection (warn) and listening again (info). */
export type ListenerLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** One LISTEN on a PostgreSQL channel, kept up by `listenOn` or `listenWhenReachable`. */
interface ListenOptions {
  pool: pg.Pool;
  channel: string;
  /** Each notification's payload on the channel. */
  onMessage(payload: string): void;
  /** Called when notifications may have been missed: the connection was lost, or listening (re)started. */
  onGap(): void;
  log: ListenerLog;
  /** What the log calls this listener ('cache invalidation', 'job events'). */
  name: string;
}

/** A pooled client LISTENing on the channel, and a promise that settles when its connection is lost. */
interface Listener {
  client: pg.PoolClient;
  lost: Promise<unknown>;
}

/**
 * LISTENs on `channel` through one pooled client and keeps listening: when its connection is lost
 * it calls `onGap` at once, retries with a pause of 100 ms doubling to 5 s, and calls `onGap` again
 * once listening anew (notifications sent meanwhile are lost). The first LISTEN is awaited, and its
 * failure thrown. Answers the function that stops listening (UNLISTEN, the client released).
 */
export async function listenOn(o: ListenOptions): Promise<() => Promise<void>> {
  const first = await openListener(o);
  const closing = new AbortController();
  const done = keepListening(first, o, closing.signal).catch((error: unknown) => o.log.warn({ err: error }, `${o.name} listener stopped`));
  return async () => {
    closing.abort();
    await done;
  };
}

/**
 * As `listenOn`, but the first LISTEN is retried like a lost one, so it never throws: for a
 * channel opened on demand while the database may be away. `onGap` is called once it listens.
 */
export function listenWhenReachable(o: ListenOptions): () => Promise<void> {
  const closing = new AbortController();
  const done = (async () => {
    const first = await reconnect(o, closing.signal, 0);
    if (!first) return;
    o.onGap();
    await keepListening(first, o, closing.signal);
  })().catch((error: unknown) => o.log.warn({ err: error }, `${o.name} listener stopped`));
  return async () => {
    closing.abort();
    await done;
  };
}

/** Takes a fresh client from the pool and LISTENs on it; its error handler stays attached, so a late error cannot crash the process. */
async function openListener(o: ListenOptions): Promise<Listener> {
  const client = await o.pool.connect();
  const lost = new Promise<unknown>((resolve) => {
    client.on('error', resolve);
    client.on('end', () => resolve(new Error('connection ended')));
  });
  client.on('notification', (message) => {
    if (message.channel === o.channel && message.payload) o.onMessage(message.payload);
  });
  try {
    await client.query(`LISTEN ${o.channel}`);
  } catch (error) {
    // a connection that died before it listened goes back to the pool discarded, never leaked
    client.release(true);
    throw error;
  }
  return { client, lost };
}

/** Waits for the listener's connection to be lost, then replaces it; on close, stops listening. */
async function keepListening(first: Listener, o: ListenOptions, signal: AbortSignal): Promise<void> {
  let listener: Listener | undefined = first;
  const closed = new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  while (listener) {
    const error = await Promise.race([listener.lost, closed]);
    if (signal.aborted) {
      await listener.client.query(`UNLISTEN ${o.channel}`).catch(() => undefined);
      listener.client.release(true);
      return;
    }
    listener.client.release(true);
    o.onGap();
    o.log.warn({ err: error }, `${o.name} listener lost; reconnecting`);
    listener = await reconnect(o, signal, FIRST_RETRY_MS);
    if (listener) {
      o.onGap();
      o.log.info(`${o.name} listener reconnected`);
    }
  }
}

/** A new listener, retrying with a growing pause after the first wait of `firstDelay`; undefined once closed. */
async function reconnect(o: ListenOptions, signal: AbortSignal, firstDelay: number): Promise<Listener | undefined> {
  for (let delay = firstDelay; ; delay = Math.min(Math.max(delay * 2, FIRST_RETRY_MS), MAX_RETRY_MS)) {
    const slept = await sleep(delay, true, { signal }).catch(() => false);
    if (!slept) return undefined;
    try {
      return await openListener(o);
    } catch (error) {
      o.log.warn({ err: error }, `${o.name} listener could not connect; retrying`);
    }
  }
}
