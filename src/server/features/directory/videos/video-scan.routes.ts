import type { FastifyInstance } from 'fastify';
import { clientIdParams, idParams } from '@shared/api/fields';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { importVideoBody, markUnavailableBody, scanBody, scannedVideoList, scanPanel, videoState } from '@shared/api/directory/videos/video-scan';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import { reportUnavailable } from './video-availability.service';
import * as service from './video-scan.service';
import type { ApprovalAction } from './video-scan.service';
import { createCountedYouTubeClient } from './youtube-quota';

/** The route of each approval action. */
const approvalRoutes = { approve: routes.approveVideo, disapprove: routes.disapproveVideo, hide: routes.hideVideo } satisfies Record<ApprovalAction, unknown>;

/**
 * The profile's video-scan panel: its data, the YouTube scan, import, approve,
 * disapprove and hide, and the browsers' reports of videos whose thumbnails all failed (hints the
 * server checks with YouTube before it marks anything: video-availability.service.ts).
 * Routes whose client is only known from the body or the video are 'authenticated' here and
 * narrowed by the service to who may do each. The scan and the reports are rate-limited as costly.
 */
export async function videoScanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const scanCtx: service.VideoScanContext = {
    ...ctx,
    youtube: createCountedYouTubeClient(ctx.db, ctx.config.youtube, ctx.metrics.countedFetch('youtube')),
    log: app.log,
  };
  const signedIn = { access: 'authenticated' as const };

  serve(app, routes.scanPanel, { config: { access: { manageClient: 'clientId' } }, schema: { params: clientIdParams, response: scanPanel } }, async (request) =>
    service.scanPanel(scanCtx, request.user!, request.params.clientId),
  );

  serve(
    app,
    routes.scanYouTube,
    { config: { ...signedIn, rateLimit: COSTLY_LIMIT }, schema: { body: scanBody, response: scannedVideoList } },
    async (request) => service.scanYouTube(scanCtx, request.user!, request.body),
  );

  // 201 when the video is new to the client, 200 when it was already there
  serve(
    app,
    routes.importVideo,
    { config: signedIn, schema: { body: importVideoBody, response: videoState }, otherStatuses: { 201: videoState } },
    async (request, reply) => {
      const { created, ...state } = await service.importVideo(scanCtx, request.user!, request.body);
      if (created) reply.code(201);
      return state;
    },
  );

  for (const action of ['approve', 'disapprove', 'hide'] satisfies ApprovalAction[]) {
    serve(app, approvalRoutes[action], { config: signedIn, schema: { params: idParams, response: videoState } }, async (request) =>
      service.setVideoApproval(scanCtx, request.user!, request.params.id, action),
    );
  }

  serve(
    app,
    routes.markVideoUnavailable,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, status: 204, schema: { params: idParams, body: markUnavailableBody, response: noContent } },
    async (request) => {
      await reportUnavailable(scanCtx, request.user ?? null, request.params.id, request.body);
      return null;
    },
  );
}
