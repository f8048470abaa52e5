import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { airtableSyncStatus, SYNC_STREAM_MAX_SECONDS, syncRunBody, syncStreamQuery } from '../../../../shared/api/integrations/airtable-sync';
import { adminJob } from '../../../../shared/api/operations/admin-jobs';
import { opaqueBody } from '../../../../shared/api/fields';
import type { AppContext } from '../../../context';
import { eventStreamsOf } from '../../../lib/event-stream-reply';
import * as service from './airtable-sync.service';
import { syncChannelOf } from './sync-events';
import { syncEventStream } from './sync-stream';

/**
 * The Airtable sync (issue 13): /admin/sync's status and runs (owner; progress, history and
 * failures through the admin-jobs routes, owner-only for this kind), the live sync stream every
 * signed-in page follows (SPEC §3/§4).
 */
export async function airtableSyncRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const streams = eventStreamsOf(app);

  r.get('/api/admin/sync', { config: { access: 'owner' }, schema: { response: { 200: airtableSyncStatus } } }, async () => service.syncStatus(ctx));

  r.post('/api/admin/sync/run', { config: { access: 'owner' }, schema: { body: syncRunBody, response: { 201: adminJob } } }, async (request, reply) =>
    reply.code(201).send(await service.startSync(ctx, request.user!, request.body.section)),
  );

  r.get(
    '/api/sync-progress-stream',
    // text/event-stream: compressing would hold events back in the compressor's buffer
    { config: { access: 'authenticated' }, compress: false, schema: { querystring: syncStreamQuery, response: { 200: opaqueBody } } },
    async (request, reply) => streams.send(request, reply, () => syncEventStream(syncChannelOf(ctx.database), request.query.probe ? 0 : SYNC_STREAM_MAX_SECONDS)),
  );
}
