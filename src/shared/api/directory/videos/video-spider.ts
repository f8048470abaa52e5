import { z } from 'zod';
import { ADMIN_BULK_LIMIT, adminListPage, adminListQuery } from '@shared/api/admin-lists';
import { bodyId, paramId } from '@shared/api/fields';
import { scannedVideo } from './video-scan';

/** GET /api/admin/video-spider/quota: today's (UTC) YouTube units spent and the daily budget (YOUTUBE_DAILY_QUOTA). */
export const videoSpiderQuota = z.object({ day: z.string(), used: z.number().int(), budget: z.number().int(), configured: z.boolean() });
export type VideoSpiderQuota = z.infer<typeof videoSpiderQuota>;

/** The most clients one run may name; without a list it scans every listed client. */
export const VIDEO_SPIDER_MAX_CLIENTS = ADMIN_BULK_LIMIT;

/** A list of distinct ids, 1 to `max` of them. */
function idList(max: number, what: string) {
  return z
    .array(bodyId())
    .min(1, `Choose at least one ${what}`)
    .max(max, `At most ${max} ${what}s at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once');
}

/** POST /api/admin/video-spider/run body: the clients to scan, or none for every listed client. */
export const videoSpiderRunBody = z.object({ clientIds: idList(VIDEO_SPIDER_MAX_CLIENTS, 'client').optional() });

/** The answer of a run: the background job started and how many clients it will scan. */
export const videoSpiderRunStarted = z.object({ jobId: z.number().int(), total: z.number().int() });
export type VideoSpiderRunStarted = z.infer<typeof videoSpiderRunStarted>;

/** A scanned video result as a spider finding keeps it (without the saved state, which is read live). */
export const spiderVideo = scannedVideo.omit({ dbVideoId: true, toApprove: true });
export type SpiderVideo = z.infer<typeof spiderVideo>;

/** What the results list sorts by: when it was found (the findings' index order). */
export const VIDEO_SPIDER_RESULT_SORTS = ['found'] as const;

/** GET /api/admin/video-spider/results query: one run's results (the latest run without jobId), paged, searched by title or channel, for one client or all. */
export const videoSpiderResultsQuery = adminListQuery(VIDEO_SPIDER_RESULT_SORTS, 'found', { jobId: paramId().optional(), clientId: paramId().optional() });
export type VideoSpiderResultsQuery = z.infer<typeof videoSpiderResultsQuery>;

/** One video a run found for a client, with the client's saved copy when it was imported since (savedVideoId, toApprove). */
const videoSpiderResult = z.object({
  id: z.number(),
  jobId: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  clientSlug: z.string(),
  video: spiderVideo,
  savedVideoId: z.number().nullable(),
  toApprove: z.number().nullable(),
});
export type VideoSpiderResult = z.infer<typeof videoSpiderResult>;

/** GET /api/admin/video-spider/results answer. */
export const videoSpiderResultsPage = adminListPage(videoSpiderResult);

/** POST /api/admin/video-spider/import body: the run and the results (finding ids) to import. */
export const videoSpiderImportBody = z.object({ jobId: bodyId(), findingIds: idList(ADMIN_BULK_LIMIT, 'result') });
export type VideoSpiderImportBody = z.infer<typeof videoSpiderImportBody>;

/** The answer of an import: videos saved (pending), and those skipped because the client already had them or the result is not the run's. */
export const videoSpiderImportResult = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type VideoSpiderImportResult = z.infer<typeof videoSpiderImportResult>;
