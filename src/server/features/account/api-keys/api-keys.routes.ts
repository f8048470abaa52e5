import type { FastifyInstance } from 'fastify';
import { accountAdminRoutes as routes } from '@shared/api/account/admin-route-table';
import { apiKeyItem, apiKeysPage, apiKeysQuery, createApiKeyBody, createdApiKey } from '@shared/api/account/api-keys';
import { idParams } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './api-keys.service';

/** /admin/api (admin and owner): the public API's keys: list, create (the key shown once), revoke. */
export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.apiKeys, { config: admin, schema: { query: apiKeysQuery, response: apiKeysPage } }, async (request) =>
    service.listKeys(ctx, request.query),
  );
  serve(app, routes.createApiKey, { config: admin, status: 201, schema: { body: createApiKeyBody, response: createdApiKey } }, async (request) =>
    service.createKey(ctx, request.user!, request.body),
  );
  serve(app, routes.revokeApiKey, { config: admin, schema: { params: idParams, response: apiKeyItem } }, async (request) =>
    service.revokeKey(ctx, request.user!, request.params.id),
  );
}
