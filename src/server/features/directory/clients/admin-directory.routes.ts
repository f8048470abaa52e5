import type { FastifyInstance } from 'fastify';
import { bulkResult } from '@shared/api/admin-lists';
import {
  adminCategoryList,
  adminClientCreate,
  adminClientDetail,
  adminClientPatch,
  adminClientsPage,
  adminClientsQuery,
  categoryParams,
  categoryRenameBody,
} from '@shared/api/directory/clients/admin-directory';
import { clientOptions, clientOptionsQuery } from '@shared/api/directory/clients/client-options';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import { idParams } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveBulk } from '@server/lib/serve-bulk';
import * as service from './admin-directory.service';
import { clientOptions as findClientOptions } from './client-options';

const BULK_ACTIONS = ['archive', 'restore', 'feature', 'unfeature'] as const;

/**
 * /admin/directory (admin and owner): every client, paged, searched and filtered on the server;
 * create, edit (a slug rename keeps a redirect), archive and restore, bulk status changes, and
 * the categories across all clients (counted, renamed, removed), and the client pickers' options
 * (GET /api/admin/client-options: matching a name, or the one client of an id).
 */
export async function adminDirectoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.clientOptions, { config: admin, schema: { query: clientOptionsQuery, response: clientOptions } }, async (request) =>
    findClientOptions(ctx.db, request.query),
  );
  serve(app, routes.clients, { config: admin, schema: { query: adminClientsQuery, response: adminClientsPage } }, async (request) =>
    service.listClients(ctx, request.query),
  );
  serve(app, routes.createClient, { config: admin, status: 201, schema: { body: adminClientCreate, response: adminClientDetail } }, async (request) =>
    service.createClient(ctx, request.user!, request.body),
  );
  serve(app, routes.client, { config: admin, schema: { params: idParams, response: adminClientDetail } }, async (request) =>
    service.getClient(ctx, request.params.id),
  );
  serve(app, routes.editClient, { config: admin, schema: { params: idParams, body: adminClientPatch, response: adminClientDetail } }, async (request) =>
    service.updateClient(ctx, request.user!, request.params.id, request.body),
  );
  serve(app, routes.archiveClient, { config: admin, schema: { params: idParams, response: adminClientDetail } }, async (request) =>
    service.setArchived(ctx, request.user!, request.params.id, true),
  );
  serve(app, routes.restoreClient, { config: admin, schema: { params: idParams, response: adminClientDetail } }, async (request) =>
    service.setArchived(ctx, request.user!, request.params.id, false),
  );
  for (const action of BULK_ACTIONS) {
    serveBulk(app, routes.bulkClients[action], (user, ids) => service.applyToMany(ctx, user, ids, action));
  }
  serve(app, routes.adminCategories, { config: admin, schema: { response: adminCategoryList } }, async () => service.listCategories(ctx));
  serve(app, routes.renameCategory, { config: admin, schema: { params: categoryParams, body: categoryRenameBody, response: bulkResult } }, async (request) =>
    service.replaceCategory(ctx, request.user!, request.params.name, request.body.name),
  );
  serve(app, routes.deleteCategory, { config: admin, schema: { params: categoryParams, response: bulkResult } }, async (request) =>
    service.replaceCategory(ctx, request.user!, request.params.name, null),
  );
}
