import type { FastifyInstance } from 'fastify';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { retrieveClientBody, retrieveDataResult, retrieveImageBody, retrieveImageResult, retrieveMessage } from '@shared/api/directory/images/image-audit';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './image-audit-retrieval.service';

/**
 * The image auditor's retrievals (admin and owner): a client's photo, profile fields,
 * media pictures, talking points or sample questions from their Airtable record, through the
 * sync's own upserts (update log source 'sync'). 409 when Airtable is not configured or the
 * client has no record id, 404 for an unknown client or record, 502 when Airtable fails.
 */
export async function imageAuditRetrievalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = directoryAdminRoutes.retrievals;
  const admin = { access: 'admin' as const };

  serve(app, routes.image, { config: admin, schema: { body: retrieveImageBody, response: retrieveImageResult } }, async (request) =>
    service.retrieveImage(ctx, request.user!, request.body.clientSlug),
  );
  serve(app, routes.data, { config: admin, schema: { body: retrieveClientBody, response: retrieveDataResult } }, async (request) =>
    service.retrieveData(ctx, request.user!, request.body.clientSlug),
  );
  serve(app, routes.mediaImages, { config: admin, schema: { body: retrieveClientBody, response: retrieveMessage } }, async (request) =>
    service.retrieveMediaImages(ctx, request.user!, request.body.clientSlug),
  );
  serve(app, routes.talkingPoints, { config: admin, schema: { body: retrieveClientBody, response: retrieveMessage } }, async (request) =>
    service.retrieveTalkingPoints(ctx, request.user!, request.body.clientSlug),
  );
  serve(app, routes.sampleQuestions, { config: admin, schema: { body: retrieveClientBody, response: retrieveMessage } }, async (request) =>
    service.retrieveSampleQuestions(ctx, request.user!, request.body.clientSlug),
  );
}
