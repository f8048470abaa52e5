import { PassThrough } from 'node:stream';

/** The comment an idle event stream sends, so proxies keep the connection open. */
export const KEEP_ALIVE_FRAME = ': keep-alive\n\n';

/** One Server-Sent Events frame: the event's name and its data as JSON. */
export function eventFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A Server-Sent Events body being written: its stream, whether it has ended, and how to end it. */
export interface OpenEventStream {
  stream: PassThrough;
  /** Ends the stream (once): `onStop` runs, then the stream ends. */
  stop: () => void;
  /** Whether the stream has ended. */
  readonly stopped: boolean;
}

/**
 * Opens a Server-Sent Events body. It ends when `stop()` is called or the stream closes (the reply
 * is gone); either way `onStop` (clearing timers, leaving channels) runs once, before the stream ends.
 */
export function openEventStream(onStop: () => void): OpenEventStream {
  const stream = new PassThrough();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    onStop();
    stream.end();
  };
  stream.on('close', stop);
  return {
    stream,
    stop,
    get stopped() {
      return stopped;
    },
  };
}
