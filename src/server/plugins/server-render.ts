import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiTransport, QUERY_STATE_ELEMENT_ID, type RenderedPage, type RenderPublicPage } from '@shared/server-rendering';
import { RENDERING_HEAD_HEADER } from '../lib/person-visit';
import { scriptSafeJson } from '../lib/script-safe-json';

/** A public page rendered on the server: what goes inside #root (markup and data) and its status. */
interface ServerRenderedPage {
  root: string;
  status: number;
}

/** Renders a page request on the server, or null when the browser should render it. */
type RenderPage = (request: FastifyRequest, url: string) => Promise<ServerRenderedPage | null>;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with a server-rendered root in place of index.html's empty one. The markup goes in
 * through a function, so `$&`, `$'` and the like in a profile's text stay literal text.
 */
export function fillRoot(html: string, root: string): string {
  return html.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`);
}

/** Answers the rendering code's API reads in-process, as the visitor: same routes, rules, caches, rate limits and user agent. */
function inProcessTransport(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  return async (path, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error('Server rendering only reads');
    const headers = {
      accept: 'application/json',
      // the visitor's agent and a HEAD's mark, so a tracked read knows a scanner or a link checker (person-visit.ts)
      'user-agent': request.headers['user-agent'] ?? '',
      ...(request.method === 'HEAD' ? { [RENDERING_HEAD_HEADER]: '1' } : {}),
    };
    const answer = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
    const body = answer.statusCode === 204 || answer.body === '' ? null : answer.body;
    return new Response(body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}

function rootOf(page: RenderedPage): ServerRenderedPage {
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  return { root: `${page.html}${state}`, status: page.status };
}

/**
 * Loads the server-rendering bundle built beside the client (dist/ssr/entry-server.js) and
 * returns the page renderer for visitors; signed-in users get the client-rendered app. Without
 * the bundle (not built yet), every page is left to the browser. A render that fails is logged
 * and left to the browser too.
 */
export async function serverRenderer(app: FastifyInstance, ssrDir: string, isSignedIn: (request: FastifyRequest) => Promise<boolean>): Promise<RenderPage> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return async () => null;
  const { renderPublicPage } = (await import(pathToFileURL(file).href)) as { renderPublicPage: RenderPublicPage };
  return async (request, url) => {
    if (await isSignedIn(request)) return null;
    try {
      const page = await renderPublicPage(url, inProcessTransport(app, request));
      return page && rootOf(page);
    } catch (error) {
      request.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
      return null;
    }
  };
}
