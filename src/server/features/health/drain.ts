import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining (main.ts, on SIGTERM): /readyz answers 503 and every response closes its connection. */
    startDraining(): void;
    /** Whether the node is draining: from startDraining() or app.close() on. */
    readonly draining: boolean;
  }
}

/** How often, while the app closes, connections that became idle are closed. */
const SWEEP_MS = 100;

/**
 * The draining state of a node. Once draining, responses say `Connection: close`, so clients and
 * load balancers open their next connection elsewhere. While the app closes, a connection whose
 * response ended after the close began (a slow request, an event stream) is closed as soon as it
 * is idle: Node's server.close() closes idle connections once, and would otherwise wait for the
 * keep-alive timeout of the rest.
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
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
