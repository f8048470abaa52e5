import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining (main.ts, on SIGTERM): /readyz answers 503 and every response closes its connection. */
    startDraining(): void;
    /** Whether the node is draining: from startDraining() or app.close() on. */
    readonly draining: boolean;
  }
}

/** How often, while the app closes, connections with nothing in flight are closed. */
const SWEEP_MS = 100;

/** Whether a connection has a response in flight (Node keeps the current one on the socket, as its own closeIdleConnections reads it). */
function busy(socket: Socket): boolean {
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  return response !== null && response !== undefined && !response.writableFinished;
}

/**
 * The draining state of a node. Once draining, responses say `Connection: close`, so clients and
 * load balancers open their next connection elsewhere. While the app closes, every connection
 * with no response in flight is closed as soon as it has none: Node's server.close() waits for
 * each open connection, and its closeIdleConnections() runs once and leaves alone a connection
 * that never sent a request (a browser's preconnect) and one whose response ended after it ran
 * (a slow request, an event stream).
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('draining', { getter: () => draining });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    sweep = setInterval(() => {
      for (const socket of sockets) if (!busy(socket)) socket.destroy();
    }, SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
