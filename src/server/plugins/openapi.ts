import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin } from '@shared/permissions';
import { PUBLIC_API_PREFIX } from './api-key-auth';
import { platformRoutes } from '@shared/api/platform-route-table';

/** Where the rendered API reference is served (admins only; /admin/docs shows it). */
const API_REFERENCE_PATH = '/docs-reference';

/**
 * The OpenAPI 3.1 document of the public API (/api/v1 only), generated from the routes' own zod
 * schemas as they register: call before the routes. Served at /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Podium public API',
        version: '1',
        description:
          'Read-only access to the directory: listed profiles, their videos, talking points and podcast episodes, and key facts. Make a key on /admin/api and send it as `Authorization: Bearer <key>`. Each key has its own scopes and requests-a-minute limit (429 with Retry-After past it).',
      },
      // relative: the reference resolves it against the address it is opened on, so its curl samples are whole requests
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from /admin/api (pdm_…)' } } },
      security: [{ apiKey: [] }],
    },
    transform: (document) => (document.url.startsWith(PUBLIC_API_PREFIX) ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url }),
    transformObject: jsonSchemaTransformObject,
  });
  app.get(platformRoutes.openApiDocument.path, { config: { access: 'public' }, schema: { hide: true, response: { 200: z.unknown() } } }, async () =>
    app.swagger(),
  );
}

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

/** The inline scripts of an HTML page, as CSP 'sha256-…' sources. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

/**
 * The rendered reference of the OpenAPI document (Scalar, its script served from this server,
 * no fonts or scripts from elsewhere), for signed-in admins and owners only. Its page starts
 * Scalar with an inline script: the page's CSP allows that script by its hash, nothing else inline.
 * Scalar's page names no language: it is given the app's, English (WCAG 3.1.1).
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(scalar, {
    routePrefix: API_REFERENCE_PATH,
    configuration: REFERENCE_CONFIGURATION,
    hooks: {
      onRequest: async (request, reply) => {
        const session = await app.sessionOf(request);
        if (!isAdmin(session?.user)) return reply.status(403).type('text/plain').send('The API reference is for admins. Sign in on /login first.');
      },
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(API_REFERENCE_PATH) || typeof payload !== 'string' || !String(reply.getHeader('content-type')).includes('text/html'))
      return payload;
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${inlineScriptHashes(payload).join(' ')}`));
    return payload.replace(/<html(?![^>]*\blang=)/i, '<html lang="en"');
  });
}
