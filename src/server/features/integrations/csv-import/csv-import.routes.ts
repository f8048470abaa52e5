import type { FastifyInstance } from 'fastify';
import { csvImportBody, csvPreview, csvRunBody } from '@shared/api/integrations/csv-import';
import { integrationsRoutes as routes } from '@shared/api/integrations/route-table';
import { adminJob } from '@shared/api/jobs';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { previewImport, startImport } from './csv-import.service';

/** The file's text travels as JSON: up to 4 million characters, with room for escapes. */
const BODY_LIMIT = 10 * 1024 * 1024;

/**
 * CSV import on /admin/sync (owner), for agencies without Airtable: a preview (the header, a
 * mapping of columns to fields, and each row as new, update with its changes old and new,
 * unchanged or invalid), then the import of the new rows and the updates chosen, as a background
 * job with the admin-jobs progress stream (201; 400 for a file that can't be read or a missing required column).
 */
export async function csvImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.csvPreview,
    { bodyLimit: BODY_LIMIT, config: { access: 'owner' }, schema: { body: csvImportBody, response: csvPreview } },
    async (request) => previewImport(ctx, request.body),
  );
  serve(
    app,
    routes.csvRun,
    { bodyLimit: BODY_LIMIT, config: { access: 'owner' }, status: 201, schema: { body: csvRunBody, response: adminJob } },
    async (request) => startImport(ctx, request.user!, request.body),
  );
}
