import { z } from 'zod';
import { LIMITS } from '@shared/limits';
import { adminListPage, adminListQuery, queryFlag } from '@shared/api/admin-lists';
import { paramId, text } from '@shared/api/fields';

/** What /admin/videos sorts by: created (the default, newest first), published, title, client. */
export const ADMIN_VIDEO_SORTS = ['created', 'published', 'title', 'client'] as const;

/** The status filter: pending (not approved, not reported unavailable), approved, unavailable, or all. */
const ADMIN_VIDEO_STATUSES = ['all', 'pending', 'approved', 'unavailable'] as const;
type AdminVideoStatusFilter = (typeof ADMIN_VIDEO_STATUSES)[number];

/** Where a video plays: YouTube, Vimeo, or neither (a local file or no source). */
const ADMIN_VIDEO_SOURCES = ['youtube', 'vimeo', 'other'] as const;
export type AdminVideoSource = (typeof ADMIN_VIDEO_SOURCES)[number];

/** The longest keyword a video takes. */
export const VIDEO_KEYWORD_MAX_LENGTH = 60;

/** The rule a featured video must meet, as the edit dialog explains it. */
export const FEATURED_VIDEO_RULE = `A featured video needs a title, a client name and a YouTube or Vimeo id; the home page shows at most ${LIMITS.featuredVideosMax}.`;

/** The refusal of a featured video past the home page's limit. */
export const FEATURED_VIDEOS_FULL = `At most ${LIMITS.featuredVideosMax} videos can be featured on the home page. Unfeature one first.`;

/** GET /api/admin/videos query: paging, sort, q (title), status, client, source and featured. */
export const adminVideosQuery = adminListQuery(ADMIN_VIDEO_SORTS, 'created', {
  status: z.enum(ADMIN_VIDEO_STATUSES).default('all'),
  clientId: paramId().optional(),
  source: z.enum(ADMIN_VIDEO_SOURCES).optional(),
  featured: queryFlag().optional(),
});
export type AdminVideosQuery = z.infer<typeof adminVideosQuery>;

/** A video's state in the admin list: unavailable when a browser reported it, else approved or pending. */
export type AdminVideoStatus = Exclude<AdminVideoStatusFilter, 'all'>;

/** A video in the admin list, with its client and what its thumbnail is built from (localThumbnail, the host ids, thumbnailUrl). */
export const adminVideo = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  clientSlug: z.string(),
  youtubeId: z.string().nullable(),
  vimeoId: z.string().nullable(),
  localThumbnail: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'unavailable']),
  unavailableReason: z.string().nullable(),
  featured: z.boolean(),
  keywords: z.array(z.string()),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;

/** GET /api/admin/videos answer. */
export const adminVideosPage = adminListPage(adminVideo);

/**
 * Text of a video edit: besides NUL, unpaired UTF-16 surrogates are refused (400), since the
 * update log stores before and after as JSON, which PostgreSQL refuses them in.
 */
function editText() {
  return text().refine((value) => !/\p{Cs}/u.test(value), 'Text must not contain unpaired surrogate characters');
}

/** A video's keywords as an edit sends them: each trimmed, 1 to 60 characters, at most 5, no repeats (case-insensitive). */
const videoKeywords = z
  .array(editText().trim().min(1, 'A keyword cannot be empty').max(VIDEO_KEYWORD_MAX_LENGTH, `A keyword has at most ${VIDEO_KEYWORD_MAX_LENGTH} characters`))
  .max(LIMITS.videoKeywordsMax, `At most ${LIMITS.videoKeywordsMax} keywords`)
  .refine((list) => new Set(list.map((k) => k.toLowerCase())).size === list.length, 'Each keyword may appear once');

/** PATCH /api/admin/videos/{id} body: the title (required), and optionally description, keywords and featured. */
export const adminVideoEditBody = z.object({
  title: editText().trim().min(1, 'Title is required').max(300),
  description: editText().max(10_000).optional(),
  keywords: videoKeywords.optional(),
  featured: z.boolean().optional(),
});
export type AdminVideoEditBody = z.infer<typeof adminVideoEditBody>;
