import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategory,
  adminClientCreate,
  adminClientDetail,
  adminClientPatch,
  adminClientsPage,
  adminClientsQuery,
  categoryParams,
  categoryRenameBody,
} from '../../../../shared/api/directory/admin-directory';
import { bulkIdsBody, bulkResult } from '../../../../shared/api/admin-lists';
import { idParams } from '../../../../shared/api/directory/clients';
import type { AppContext } from '../../../context';
import * as service from './admin-directory.service';

const BULK_ACTIONS = ['archive', 'restore', 'feature', 'unfeature'] as const;

/**
 * /admin/directory (admin and owner): every client, paged, searched and filtered on the server;
 * create, edit (a slug rename keeps a redirect), archive and restore, bulk status changes, and
 * the categories across all clients (counted, renamed, removed).
 */
export async function adminDirectoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  r.get('/api/admin/clients', { config: admin, schema: { querystring: adminClientsQuery, response: { 200: adminClientsPage } } }, async (request) =>
    service.listClients(ctx, request.query),
  );
  r.post(
    '/api/admin/clients',
    { config: admin, schema: { body: adminClientCreate, response: { 201: adminClientDetail } } },
    async (request, reply) => reply.status(201).send(await service.createClient(ctx, request.user!, request.body)),
  );
  r.get('/api/admin/clients/:id', { config: admin, schema: { params: idParams, response: { 200: adminClientDetail } } }, async (request) =>
    service.getClient(ctx, request.params.id),
  );
  r.patch(
    '/api/admin/clients/:id',
    { config: admin, schema: { params: idParams, body: adminClientPatch, response: { 200: adminClientDetail } } },
    async (request) => service.updateClient(ctx, request.user!, request.params.id, request.body),
  );
  r.post('/api/admin/clients/:id/archive', { config: admin, schema: { params: idParams, response: { 200: adminClientDetail } } }, async (request) =>
    service.setArchived(ctx, request.user!, request.params.id, true),
  );
  r.post('/api/admin/clients/:id/restore', { config: admin, schema: { params: idParams, response: { 200: adminClientDetail } } }, async (request) =>
    service.setArchived(ctx, request.user!, request.params.id, false),
  );
  for (const action of BULK_ACTIONS) {
    r.post(`/api/admin/clients/bulk-${action}`, { config: admin, schema: { body: bulkIdsBody, response: { 200: bulkResult } } }, async (request) =>
      service.applyToMany(ctx, request.user!, request.body.ids, action),
    );
  }
  r.get('/api/admin/categories', { config: admin, schema: { response: { 200: z.array(adminCategory) } } }, async () => service.listCategories(ctx));
  r.put(
    '/api/admin/categories/:name',
    { config: admin, schema: { params: categoryParams, body: categoryRenameBody, response: { 200: bulkResult } } },
    async (request) => service.replaceCategory(ctx, request.user!, request.params.name, request.body.name),
  );
  r.delete('/api/admin/categories/:name', { config: admin, schema: { params: categoryParams, response: { 200: bulkResult } } }, async (request) =>
    service.replaceCategory(ctx, request.user!, request.params.name, null),
  );
}
