import { z } from 'zod';
import { adminListPage, adminListQuery } from '@shared/api/admin-lists';
import { paramId } from '@shared/api/fields';
import { storedFile } from './stored-file';

/** What /admin/gallery sorts by. */
const ADMIN_GALLERY_SORTS = ['created', 'client'] as const;

/** GET /api/admin/media-images query: paging, sort, q (alt text or caption) and a client filter. */
export const adminGalleryQuery = adminListQuery(ADMIN_GALLERY_SORTS, 'created', { clientId: paramId().optional() });
export type AdminGalleryQuery = z.infer<typeof adminGalleryQuery>;

/** The client a gallery picture belongs to. */
const galleryClient = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** A media picture in the cross-client gallery: its source as the public profile builds it (null: none usable). */
const adminGalleryImage = z.object({
  id: z.number(),
  src: z.string().nullable(),
  alt: z.string(),
  caption: z.string(),
  createdAt: z.string(),
  client: galleryClient,
  /** The stored upload behind a local picture (its assets row), null for remote pictures and files we have no record of. */
  file: storedFile.nullable(),
});
export type AdminGalleryImage = z.infer<typeof adminGalleryImage>;

/** GET /api/admin/media-images answer. */
export const adminGalleryPage = adminListPage(adminGalleryImage);

/** The most pictures one broken-image check looks at. */
const GALLERY_CHECK_MAX = 200;

/** POST /api/admin/media-images/check body: the batch after picture `afterId` (from the start without it), `limit` pictures. */
export const galleryCheckBody = z.object({
  afterId: z.number().int().min(0).max(2_147_483_647).optional(),
  limit: z.number().int().min(1).max(GALLERY_CHECK_MAX).default(100),
});
export type GalleryCheckBody = z.infer<typeof galleryCheckBody>;

/** What a check found wrong with a picture: its file is missing, cannot be decoded, or was not checked (remote). */
const GALLERY_PROBLEMS = ['missing', 'undecodable', 'remote'] as const;

/** A picture the check reports, with what it found. */
const galleryProblem = z.object({
  id: z.number(),
  src: z.string().nullable(),
  client: galleryClient,
  problem: z.enum(GALLERY_PROBLEMS),
  message: z.string(),
});
export type GalleryProblem = z.infer<typeof galleryProblem>;

/** POST /api/admin/media-images/check answer: how many were looked at, what was found, and where the next batch starts (null: done). */
export const galleryCheckResult = z.object({
  checked: z.number().int(),
  broken: z.number().int(),
  problems: z.array(galleryProblem),
  nextAfterId: z.number().int().nullable(),
});
export type GalleryCheckResult = z.infer<typeof galleryCheckResult>;
