import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a Server-Sent Events stream: `stop` runs when the browser goes away, and is kept in
 * `open` (the routes' set, stopped when the app closes) until the stream ends.
 */
export function sendEventStream(reply: FastifyReply, open: Set<() => void>, { stream, stop }: { stream: Readable; stop: () => void }) {
  open.add(stop);
  stream.on('close', () => open.delete(stop));
  reply.raw.on('close', stop);
  return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no').send(stream);
}
