import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import type { CostlyLimiter } from '@server/plugins/rate-limits';
import { matchFeedRead } from './appearances/matching/appearance-events';
import { appearanceScanJob } from './appearances/matching/appearance-scan-job';
import { rejudgeJob } from './appearances/matching/rejudge-job';
import { appearanceSuggestionsRoutes } from './appearances/matching/appearance-suggestions.routes';
import { feedMatchesRoutes } from './appearances/matching/feed-matches.routes';
import { adminDirectoryRoutes } from './clients/admin-directory.routes';
import { clientsRoutes } from './clients/clients.routes';
import { adminAssetsRoutes } from './images/admin-assets.routes';
import { adminGalleryRoutes } from './images/admin-gallery.routes';
import { imageAuditRoutes } from './images/image-audit.routes';
import { stopFeedParsing } from './appearances/feeds/feed-parse-pool';
import { feedsJob } from './appearances/feeds/feeds-job';
import { feedsRoutes } from './appearances/feeds/feeds.routes';
import { mediaImagesRoutes } from './images/media-images.routes';
import { keywordsRoutes } from './keywords/keywords.routes';
import { pdfRoutes } from './pdf/pdf.routes';
import { adminEpisodesRoutes } from './podcasts/admin-episodes.routes';
import { adminPodcastsRoutes } from './podcasts/admin-podcasts.routes';
import { appearancesRoutes } from './appearances/appearances.routes';
import { openDataRoutes } from './appearances/open-data/open-data.routes';
import { podcastsRoutes } from './podcasts/podcasts.routes';
import { profileEditingRoutes } from './profile-editing/profile-editing.routes';
import { profileRecordsRoutes } from './profile-records/profile-records.routes';
import { publicApiRoutes } from './public-api/public-api.routes';
import { shareRoutes } from './share/share.routes';
import { adminTalkingPointsRoutes } from './talking-points/admin-talking-points.routes';
import { talkingPointsRoutes } from './talking-points/talking-points.routes';
import { adminVideosRoutes } from './videos/admin-videos.routes';
import { videoScanRoutes } from './videos/video-scan.routes';
import { videoSpiderRoutes } from './videos/video-spider.routes';
import { videosRoutes } from './videos/videos.routes';
import type { SearchIndex } from './search/search-index';

declare module '../../context' {
  interface AppContext {
    /** Directory search over listed profiles, kept current through the 'clients' tag. */
    search: SearchIndex;
  }
}

/**
 * The directory domain: clients and their profiles (search, share, PDF, editing, records,
 * keywords), talking points, podcasts and appearances (and their open data), the podcast feeds
 * (read on a schedule; each good read's new episodes matched to guests), the suggestions the feeds
 * make, and the weekly scan for appearances nobody booked, videos, images, and the read-only public
 * API. `costly` limits the searches of the client list.
 */
export async function registerDirectory(app: FastifyInstance, ctx: AppContext, costly: CostlyLimiter): Promise<void> {
  // the matcher hears each good read of a feed first; the domains after it subscribe in their index.ts
  ctx.events.on('feed.read', matchFeedRead(ctx, app.log));
  // the feeds' parsing workers stop with the app (none is left holding the process)
  app.addHook('onClose', stopFeedParsing);
  app.schedules.push(() => feedsJob.scheduled({ ...ctx, log: app.log }, app.log));
  app.schedules.push(() => appearanceScanJob.scheduled({ ...ctx, log: app.log }, app.log));
  app.schedules.push(() => rejudgeJob.scheduled(ctx, app.log));
  // the routes, subject by subject
  const routesBySubject = [
    [shareRoutes, pdfRoutes, profileEditingRoutes, profileRecordsRoutes, keywordsRoutes],
    [talkingPointsRoutes, adminTalkingPointsRoutes],
    [podcastsRoutes, appearancesRoutes, openDataRoutes, appearanceSuggestionsRoutes, adminPodcastsRoutes, feedsRoutes, feedMatchesRoutes, adminEpisodesRoutes],
    [videosRoutes, videoScanRoutes, adminVideosRoutes, videoSpiderRoutes],
    [mediaImagesRoutes, adminGalleryRoutes, adminAssetsRoutes, imageAuditRoutes],
    [adminDirectoryRoutes, publicApiRoutes],
  ];
  for (const routes of routesBySubject.flat()) await routes(app, ctx);
  await clientsRoutes(app, ctx, costly);
}
