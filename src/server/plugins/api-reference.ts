import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '@shared/permissions';
import { AppError } from '../lib/errors';
import { platformRoutes } from '@shared/api/platform-route-table';

/** Where the rendered API reference is served (admins only; /admin/docs shows it). */
const API_REFERENCE_PATH = '/docs-reference';

/**
 * Scalar's muted greys darkened to pass WCAG AA (its #8e8e8e on white is 3.3:1), and the light
 * theme's green, orange and yellow of the code samples (its green on the samples' grey is 3.6:1).
 */
const REFERENCE_CSS =
  '.light-mode { --scalar-color-2: #4a4a4a; --scalar-color-3: #5e5e5e; --scalar-color-green: #00704a; --scalar-color-orange: #b03e00; --scalar-color-yellow: #7d6200; } .dark-mode { --scalar-color-2: #c8c8c8; --scalar-color-3: #b0b0b0; }';

/**
 * The reference as this API's own: its title, requests signed with the bearer key (the curl
 * sample first), and none of the vendor's actions (developer tools with Deploy and Generate SDK,
 * Ask AI, MCP).
 */
const REFERENCE_CONFIGURATION = {
  url: platformRoutes.openApiDocument.path,
  metaData: { title: 'Podium public API reference' },
  authentication: { preferredSecurityScheme: 'apiKey' },
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
  customCss: REFERENCE_CSS,
} as const;

/** The reference's page and its script, as Scalar's Fastify plugin serves them. */
interface RenderedReference {
  html: string;
  script: Buffer;
}

/**
 * Runs in a worker thread: registers Scalar's plugin on a Fastify instance of its own and asks it
 * for the page and the script. The plugin holds its 4.7 MB script as a string literal, some 18 MB
 * of heap once loaded; in the worker, that memory goes when the worker ends.
 */
const RENDER_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { default: Fastify } = await import(workerData.fastify);
  const { default: reference } = await import(workerData.plugin);
  const app = Fastify();
  await app.register(reference, { routePrefix: '/reference', configuration: workerData.configuration });
  const page = await app.inject({ url: '/reference/' });
  const script = await app.inject({ url: '/reference/js/scalar.js' });
  if (page.statusCode !== 200 || script.statusCode !== 200) throw new Error('Scalar answered ' + page.statusCode + ' and ' + script.statusCode);
  parentPort.postMessage({ html: page.body, script: script.rawPayload });
  await app.close();
})();
`;

/** Renders the page and the script in a worker (see RENDER_IN_WORKER). */
function renderReference(): Promise<RenderedReference> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_IN_WORKER, {
      eval: true,
      workerData: {
        fastify: import.meta.resolve('fastify'),
        plugin: import.meta.resolve('@scalar/fastify-api-reference'),
        configuration: REFERENCE_CONFIGURATION,
      },
    });
    worker.once('message', (rendered: { html: string; script: Uint8Array }) => resolve({ html: rendered.html, script: Buffer.from(rendered.script) }));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The API reference's renderer stopped (${code})`)));
  });
}

let rendered: Promise<RenderedReference> | undefined;

/**
 * The reference, rendered once on first use. A failure is logged and answered with a 503; the
 * next request tries again.
 */
async function renderedReference(request: FastifyRequest): Promise<RenderedReference> {
  rendered ??= renderReference();
  try {
    return await rendered;
  } catch (error) {
    rendered = undefined;
    request.log.error({ err: error }, 'the API reference could not be rendered');
    throw new AppError(503, 'The API reference could not be prepared. Try again in a moment.', 'REFERENCE_UNAVAILABLE');
  }
}

/** The inline scripts of an HTML page, as CSP 'sha256-…' sources. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

/**
 * The rendered reference of the OpenAPI document (Scalar, its script served from this server,
 * no fonts or scripts from elsewhere), for signed-in admins and owners only. Its page starts
 * Scalar with an inline script: the page's CSP allows that script by its hash, nothing else inline.
 * Scalar's page names no language: it is given the app's, English (WCAG 3.1.1). Nothing of Scalar
 * is loaded until an admin first opens it.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  const adminsOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await app.sessionOf(request);
    if (!isAdmin(session?.user)) return reply.status(403).type('text/plain').send('The API reference is for admins. Sign in on /login first.');
  };
  const options = { onRequest: adminsOnly, schema: { hide: true } };
  app.get(API_REFERENCE_PATH, options, async (_request, reply) => reply.redirect(`${API_REFERENCE_PATH}/`, 301));
  app.get(`${API_REFERENCE_PATH}/`, options, async (request, reply) => {
    const { html } = await renderedReference(request);
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${inlineScriptHashes(html).join(' ')}`));
    return reply.type('text/html; charset=utf-8').send(html.replace(/<html(?![^>]*\blang=)/i, '<html lang="en"'));
  });
  app.get(`${API_REFERENCE_PATH}/js/scalar.js`, options, async (request, reply) =>
    reply.type('application/javascript; charset=utf-8').send((await renderedReference(request)).script),
  );
}
