import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { retrieveClientBody, retrieveDataResult, retrieveImageBody, retrieveImageResult, retrieveMessage } from '../../../../shared/api/directory/image-audit';
import type { AppContext } from '../../../context';
import * as service from './image-audit-retrieval.service';

/**
 * The image auditor's retrievals (admin and owner, SPEC §7): a client's photo, profile fields,
 * media pictures, talking points or sample questions from their Airtable record, through the
 * sync's own upserts (update log source 'sync'). 409 when Airtable is not configured or the
 * client has no record id, 404 for an unknown client or record, 502 when Airtable fails.
 */
export async function imageAuditRetrievalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  r.post('/api/admin/image-audit/retrieve-airtable', { config: admin, schema: { body: retrieveImageBody, response: { 200: retrieveImageResult } } }, async (request) =>
    service.retrieveImage(ctx, request.user!, request.body.clientSlug),
  );
  r.post('/api/admin/image-audit/retrieve-airtable-data', { config: admin, schema: { body: retrieveClientBody, response: { 200: retrieveDataResult } } }, async (request) =>
    service.retrieveData(ctx, request.user!, request.body.clientSlug),
  );
  r.post('/api/admin/image-audit/retrieve-media-images', { config: admin, schema: { body: retrieveClientBody, response: { 200: retrieveMessage } } }, async (request) =>
    service.retrieveMediaImages(ctx, request.user!, request.body.clientSlug),
  );
  r.post('/api/admin/image-audit/retrieve-talking-points', { config: admin, schema: { body: retrieveClientBody, response: { 200: retrieveMessage } } }, async (request) =>
    service.retrieveTalkingPoints(ctx, request.user!, request.body.clientSlug),
  );
  r.post('/api/admin/image-audit/retrieve-sample-questions', { config: admin, schema: { body: retrieveClientBody, response: { 200: retrieveMessage } } }, async (request) =>
    service.retrieveSampleQuestions(ctx, request.user!, request.body.clientSlug),
  );
}
