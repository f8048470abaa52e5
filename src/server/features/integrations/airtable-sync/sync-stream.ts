import { PassThrough } from 'node:stream';
import type { SyncEvent } from '../../../../shared/api/integrations/airtable-sync';
import type { SyncChannel } from './sync-events';

/** How often an idle stream sends a comment, so proxies keep the connection open. */
const KEEP_ALIVE_MS = 15_000;

/** One event as the stream sends it. */
const syncFrame = (event: SyncEvent) => `event: sync\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * A Server-Sent Events stream of the sync channel: each event as `event: sync`, a `: keep-alive`
 * comment every 15 s; it ends after `maxSeconds`. `stop()` ends it sooner (client gone, app closing).
 */
export function syncEventStream(channel: SyncChannel, maxSeconds: number): { stream: PassThrough; stop: () => void } {
  const stream = new PassThrough();
  let stopped = false;
  const unsubscribe = channel.subscribe((event) => stream.write(syncFrame(event)));
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const ending = setTimeout(() => stop(), maxSeconds * 1000);
  keepAlive.unref();
  ending.unref();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(keepAlive);
    clearTimeout(ending);
    unsubscribe();
    stream.end();
  };
  stream.on('close', stop);
  stream.write(': connected\n\n');
  return { stream, stop };
}
