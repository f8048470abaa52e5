import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyItem, apiKeysPage, apiKeysQuery, createApiKeyBody, createdApiKey } from '../../../../shared/api/account/api-keys';
import { idParams } from '../../../../shared/api/directory/clients';
import type { AppContext } from '../../../context';
import * as service from './api-keys.service';

/** /admin/api (admin and owner): the public API's keys: list, create (the key shown once), revoke. */
export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/api-keys', { config: { access: 'admin' }, schema: { querystring: apiKeysQuery, response: { 200: apiKeysPage } } }, async (request) =>
    service.listKeys(ctx, request.query),
  );
  r.post('/api/admin/api-keys', { config: { access: 'admin' }, schema: { body: createApiKeyBody, response: { 201: createdApiKey } } }, async (request, reply) =>
    reply.status(201).send(await service.createKey(ctx, request.user!, request.body)),
  );
  r.post('/api/admin/api-keys/:id/revoke', { config: { access: 'admin' }, schema: { params: idParams, response: { 200: apiKeyItem } } }, async (request) =>
    service.revokeKey(ctx, request.user!, request.params.id),
  );
}
