import type { PassThrough } from 'node:stream';
import type { SyncEvent } from '@shared/api/integrations/airtable-sync';
import { eventFrame, KEEP_ALIVE_FRAME, openEventStream } from '@server/lib/event-stream';
import type { SyncChannel } from './sync-events';

/** How often an idle stream sends a comment, so proxies keep the connection open. */
const KEEP_ALIVE_MS = 15_000;

/** One event as the stream sends it. */
const syncFrame = (event: SyncEvent) => eventFrame('sync', event);

/**
 * A Server-Sent Events stream of the sync channel: each event as `event: sync`, a `: keep-alive`
 * comment every 15 s; it ends after `maxSeconds`. `stop()` ends it sooner (client gone, app closing).
 */
export function syncEventStream(channel: SyncChannel, maxSeconds: number): { stream: PassThrough; stop: () => void } {
  const { stream, stop } = openEventStream(() => {
    clearInterval(keepAlive);
    clearTimeout(ending);
    unsubscribe();
  });
  const unsubscribe = channel.subscribe((event) => stream.write(syncFrame(event)));
  const keepAlive = setInterval(() => stream.write(KEEP_ALIVE_FRAME), KEEP_ALIVE_MS);
  const ending = setTimeout(() => stop(), maxSeconds * 1000);
  keepAlive.unref();
  ending.unref();
  stream.write(': connected\n\n');
  return { stream, stop };
}
