import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdParams, idParams } from '../../../../shared/api/directory/clients';
import { importVideoBody, markUnavailableBody, scanBody, scannedVideo, scanPanel, videoState } from '../../../../shared/api/directory/video-scan';
import type { AppContext } from '../../../context';
import { COSTLY_LIMIT } from '../../../plugins/rate-limits';
import { createCountedYouTubeClient } from './youtube-quota';
import { reportUnavailable } from './video-availability.service';
import * as service from './video-scan.service';
import type { ApprovalAction } from './video-scan.service';

/**
 * The profile's video-scan panel (SPEC §2, §4, §6): its data, the YouTube scan, import, approve,
 * disapprove and hide, and the browsers' reports of videos whose thumbnails all failed (hints the
 * server checks with YouTube before it marks anything: video-availability.service.ts).
 * Routes whose client is only known from the body or the video are 'authenticated' here and
 * narrowed by the service to SPEC §6's rules. The scan and the reports are rate-limited as costly.
 */
export async function videoScanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scanCtx: service.VideoScanContext = { ...ctx, youtube: createCountedYouTubeClient(ctx.db, ctx.config.youtube, ctx.metrics.countedFetch('youtube')), log: app.log };
  const signedIn = { access: 'authenticated' as const };

  r.get(
    '/api/videos/scan-panel/:clientId',
    { config: { access: { manageClient: 'clientId' } }, schema: { params: clientIdParams, response: { 200: scanPanel } } },
    async (request) => service.scanPanel(scanCtx, request.user!, request.params.clientId),
  );

  r.post(
    '/api/scan-youtube-videos',
    { config: { ...signedIn, rateLimit: COSTLY_LIMIT }, schema: { body: scanBody, response: { 200: z.array(scannedVideo) } } },
    async (request) => service.scanYouTube(scanCtx, request.user!, request.body),
  );

  r.post(
    '/api/videos/import-youtube',
    { config: signedIn, schema: { body: importVideoBody, response: { 200: videoState, 201: videoState } } },
    async (request, reply) => {
      const { created, ...state } = await service.importVideo(scanCtx, request.user!, request.body);
      return reply.status(created ? 201 : 200).send(state);
    },
  );

  for (const action of ['approve', 'disapprove', 'hide'] satisfies ApprovalAction[]) {
    r.post(
      `/api/videos/:id/${action}`,
      { config: signedIn, schema: { params: idParams, response: { 200: videoState } } },
      async (request) => service.setVideoApproval(scanCtx, request.user!, request.params.id, action),
    );
  }

  r.post(
    '/api/videos/:id/mark-unavailable',
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: idParams, body: markUnavailableBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await reportUnavailable(scanCtx, request.user ?? null, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}
