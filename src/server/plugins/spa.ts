import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTokenPage } from '@shared/token-pages';
import { isApiRequest } from '../lib/api-request';
import { answerBadAddress, isBadAddress } from './bad-address';
import { modulePreloader } from './module-preloads';
import { fillRoot, serverRenderer } from './server-render';

/** Returns the head tags (title, description, share tags) for a page request. */
type HeadFor = (request: FastifyRequest, path: string) => Promise<string>;

/**
 * index.html with its <title> and description replaced by a page's head tags. The tags go in
 * through a function, so `$&`, `$'` and the like in stored text are never expanded.
 */
function injectHead(html: string, head: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '<!--head-->')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('<!--head-->', () => head);
}

/** What the page route needs from the app: head tags, and whether the request is signed in. */
interface PageSources {
  headFor: HeadFor;
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
  /** Where a page moved for good (a renamed profile's old address, with its query), else undefined: answered with a 301. */
  movedTo?: (url: string) => Promise<string | undefined>;
  /** Where a link written relative to its page sends the visitor (a pitch page's `?open=pdf&guest=12`), else undefined: answered with a 303. */
  linkTarget?: (url: string) => string | undefined;
}

/**
 * The JSON 404 of an unknown API address or method, in plain words (the address is not echoed);
 * a 400 for an address that cannot be decoded.
 */
function noRoute(request: FastifyRequest, reply: FastifyReply) {
  if (isBadAddress(request)) return answerBadAddress(reply);
  return reply.status(404).send({ message: NOTHING_HERE, code: 'NOT_FOUND' });
}

/** What an address with nothing behind it answers (an unknown API address; /metrics without its token). */
export const NOTHING_HERE = 'There is nothing at this address.';

/**
 * Serves the built React client from dist/client (with its build-time brotli and gzip copies)
 * and answers every other GET that is not /api with its index.html, its head filled by `headFor`,
 * so client-side routes load directly and link previews work without JavaScript. Public pages
 * (home, profile, video) come rendered on the server for visitors (plugins/server-render.ts);
 * for signed-in users they preload their lazy page chunks instead. Pages are a catch-all route (so the compression hook applies);
 * unknown API addresses get a JSON 404. A page address that cannot be decoded gets the page as a
 * 404, an API one a JSON 400 (plugins/bad-address.ts). Pages reached through a secret link are
 * sent `no-store`, and their links written as a query (`sources.linkTarget`) are redirected.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string, sources: PageSources): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    // the hashed build output behind one route (a missing chunk is a 404, never the app's page),
    // the few files beside index.html (the icon, the guides' images) one route each
    await app.register(fastifyStatic, {
      root: join(clientDir, 'assets'),
      prefix: '/assets/',
      index: false,
      // brotli and gzip copies made at build time (scripts/build/precompress.ts)
      preCompressed: true,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
    });
  }
  const html = built ? readFileSync(indexFile, 'utf8') : undefined;
  const modulePreloads = modulePreloader(clientDir);
  const renderPage = await serverRenderer(app, join(clientDir, '..', 'ssr'), sources.isSignedIn);

  app.setNotFoundHandler(async (request, reply) => noRoute(request, reply));

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (isApiRequest(request) || path.startsWith('/socket.io')) return noRoute(request, reply);
    // a page address that cannot be decoded: the app's page with the site's own head, as a 404
    const badAddress = isBadAddress(request);
    const moved = badAddress ? undefined : await sources.movedTo?.(request.url);
    if (moved) return reply.redirect(moved, 301);
    const target = badAddress ? undefined : sources.linkTarget?.(request.url);
    if (target) return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 303);
    if (!html) {
      return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    }
    const [headTags, rendered] = await Promise.all([sources.headFor(request, path), badAddress ? null : renderPage(request, request.url)]);
    // a page rendered in the browser needs its page chunk at once; a server-rendered one is already
    // readable, and fetches its chunk when hydration reaches it (like its below-the-fold chunks)
    const head = [headTags, rendered || badAddress ? '' : modulePreloads(path)].filter(Boolean).join('\n    ');
    const withHead = injectHead(html, head);
    const page = rendered ? fillRoot(withHead, rendered.root) : withHead;
    return (
      reply
        .status(badAddress ? 404 : (rendered?.status ?? 200))
        .type('text/html; charset=utf-8')
        // a page reached through a secret link is never kept by the browser or a cache on the way
        .header('cache-control', isTokenPage(path) ? 'no-store' : 'no-cache')
        .send(page)
    );
  });
}
