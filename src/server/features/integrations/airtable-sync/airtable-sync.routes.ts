import type { FastifyInstance } from 'fastify';
import { airtableSyncStatus, SYNC_STREAM_MAX_SECONDS, syncRunBody, syncStreamQuery } from '@shared/api/integrations/airtable-sync';
import { integrationsRoutes as routes } from '@shared/api/integrations/route-table';
import { opaqueBody } from '@shared/api/fields';
import { adminJob } from '@shared/api/jobs';
import type { AppContext } from '@server/context';
import { eventStreamsOf } from '@server/lib/event-stream-reply';
import { serve } from '@server/lib/serve';
import * as service from './airtable-sync.service';
import { syncChannelOf } from './sync-events';
import { syncEventStream } from './sync-stream';

/**
 * The Airtable sync: /admin/sync's status and runs (owner; progress, history and failures through
 * the admin-jobs routes, owner-only for this kind), the live sync stream every signed-in page
 * follows.
 */
export async function airtableSyncRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const streams = eventStreamsOf(app);

  serve(app, routes.syncStatus, { config: { access: 'owner' }, schema: { response: airtableSyncStatus } }, async () => service.syncStatus(ctx));

  serve(app, routes.runSync, { config: { access: 'owner' }, status: 201, schema: { body: syncRunBody, response: adminJob } }, async (request) =>
    service.startSync(ctx, request.user!, request.body.section),
  );

  serve(
    app,
    routes.syncStream,
    // text/event-stream: compressing would hold events back in the compressor's buffer
    { config: { access: 'authenticated' }, compress: false, schema: { query: syncStreamQuery, response: opaqueBody } },
    async (request, reply) =>
      streams.send(request, reply, () => syncEventStream(syncChannelOf(ctx.database), request.query.probe ? 0 : SYNC_STREAM_MAX_SECONDS)),
  );
}
