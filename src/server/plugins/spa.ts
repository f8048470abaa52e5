import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectHead } from '../features/share/head-tags';

/** Returns the head tags (title, description, share tags) for a page request. */
export type HeadFor = (request: FastifyRequest, path: string) => Promise<string>;

/**
 * Serves the built React client from dist/client and answers every other GET that is not
 * /api with its index.html, its head filled by `headFor`, so client-side routes load directly
 * and link previews work without JavaScript.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string, headFor: HeadFor): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    const assets = join(clientDir, 'assets');
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        const cache = path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
        reply.header('cache-control', cache);
      },
    });
  }
  const html = built ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api') || path.startsWith('/socket.io') || request.method !== 'GET') {
      return reply.status(404).send({ message: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' });
    }
    if (!html) {
      return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    }
    const page = injectHead(html, await headFor(request, path));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
