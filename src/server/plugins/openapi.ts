import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_API_PREFIX } from './api-key-auth';
import { platformRoutes } from '@shared/api/platform-route-table';

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
