import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

/** A Server-Sent Events body, and how to end it early (browser gone, app closing). */
interface EventStream {
  stream: Readable;
  stop: () => void;
}

/**
 * Event streams one session may hold open at once on one node: each signed-in tab follows the sync
 * stream, and a job's page its job. A browser's requests reach one node (sticky sessions), so a
 * per-node count is the session's count; past it a new stream is refused (429).
 */
export const EVENT_STREAMS_PER_SESSION = 10;

/** The app's open event streams: counted per session, all stopped when the app closes. */
interface EventStreams {
  /**
   * Opens a stream (`open` runs only once the session is under its cap) and sends it as the reply;
   * it is stopped when the browser goes away. 429 when the session already holds the most streams.
   */
  send(request: FastifyRequest, reply: FastifyReply, open: () => EventStream): FastifyReply;
  /** Stops every open stream (the app is closing). */
  stopAll(): void;
  /** How many streams are open (read by /metrics). */
  readonly size: number;
}

function createEventStreams(): EventStreams {
  const open = new Set<() => void>();
  const perSession = new Map<string, number>();
  return {
    send(request, reply, openStream) {
      const key = request.sessionIdHash ?? `address:${request.ip}`;
      const count = perSession.get(key) ?? 0;
      if (count >= EVENT_STREAMS_PER_SESSION) {
        throw tooManyRequests('Too many live updates are open for this session. Close some tabs and try again.', 'TOO_MANY_STREAMS', 30);
      }
      const { stream, stop } = openStream();
      perSession.set(key, count + 1);
      open.add(stop);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        open.delete(stop);
        const left = (perSession.get(key) ?? 1) - 1;
        if (left > 0) perSession.set(key, left);
        else perSession.delete(key);
      };
      stream.on('close', release);
      reply.raw.on('close', () => {
        stop();
        release();
      });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
    stopAll() {
      for (const stop of open) stop();
    },
    get size() {
      return open.size;
    },
  };
}

const byApp = new WeakMap<FastifyInstance, EventStreams>();

/** The open event streams of an app (one registry per app, shared by every route that streams). */
export function eventStreamsOf(app: FastifyInstance): EventStreams {
  let streams = byApp.get(app);
  if (!streams) {
    streams = createEventStreams();
    byApp.set(app, streams);
  }
  return streams;
}
