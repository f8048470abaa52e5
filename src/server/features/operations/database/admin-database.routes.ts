import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDatabaseSummary, databaseRowsPage, noDatabaseQuery, databaseRowsQuery, databaseTableParams } from '../../../../shared/api/operations/admin-database';
import { opaqueBody } from '../../../../shared/api/fields';
import type { AppContext } from '../../../context';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/database', { config: { access: 'owner' }, schema: { querystring: noDatabaseQuery, response: { 200: adminDatabaseSummary } } }, async () => service.databaseSummary(ctx));

  r.get(
    '/api/admin/database/tables/:table/rows',
    { config: { access: 'owner' }, schema: { params: databaseTableParams, querystring: databaseRowsQuery, response: { 200: databaseRowsPage } } },
    async (request) => service.tableRows(ctx, request.params.table, request.query),
  );

  r.get('/api/admin/database/tables/:table.csv', { config: { access: 'owner' }, schema: { params: databaseTableParams, response: { 200: opaqueBody } } }, async (request, reply) =>
    download(reply, 'text/csv; charset=utf-8', service.tableCsv(ctx, request.params.table)),
  );

  r.get('/api/admin/database/backup', { config: { access: 'owner' }, schema: { querystring: noDatabaseQuery, response: { 200: opaqueBody } } }, async (request, reply) =>
    download(reply, 'application/gzip', await service.databaseBackup(ctx, request.user!)),
  );
}
