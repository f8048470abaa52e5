import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { opaqueBody } from '@shared/api/fields';
import { adminDatabaseSummary, databaseRowsPage, databaseRowsQuery, databaseTableParams, noDatabaseQuery } from '@shared/api/operations/database';
import { operationsAdminRoutes as routes } from '@shared/api/operations/admin-route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './admin-database.service';

/** Sends a file to download, never cached. */
const download = (reply: FastifyReply, type: string, file: { fileName: string; body: Readable }) =>
  reply.type(type).header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'no-store').send(file.body);

/**
 * /admin/database (owner alone): the schema's tables with row counts and sizes and the migration
 * version; a read-only, paginated viewer of a table and its streamed CSV (secret columns never
 * sent); and a backup: the PGlite data directory, or on PostgreSQL the pg_dump command to run.
 */
export async function adminDatabaseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const owner = { access: 'owner' as const };

  serve(app, routes.database, { config: owner, schema: { query: noDatabaseQuery, response: adminDatabaseSummary } }, async () => service.databaseSummary(ctx));

  serve(
    app,
    routes.tableRows,
    { config: owner, schema: { params: databaseTableParams, query: databaseRowsQuery, response: databaseRowsPage } },
    async (request) => service.tableRows(ctx, request.params.table, request.query),
  );

  serve(app, routes.tableCsv, { config: owner, schema: { params: databaseTableParams, response: opaqueBody } }, async (request, reply) =>
    download(reply, 'text/csv; charset=utf-8', service.tableCsv(ctx, request.params.table)),
  );

  serve(app, routes.backup, { config: owner, schema: { query: noDatabaseQuery, response: opaqueBody } }, async (request, reply) =>
    download(reply, 'application/gzip', await service.databaseBackup(ctx, request.user!)),
  );
}
