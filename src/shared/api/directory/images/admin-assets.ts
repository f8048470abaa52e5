import { z } from 'zod';
import { adminListPage, adminListQuery } from '@shared/api/admin-lists';
import { paramId } from '@shared/api/fields';
import { storedFile } from './stored-file';

/** What /admin/assets sorts by. */
export const ADMIN_ASSET_SORTS = ['created', 'size', 'name'] as const;

/** Which assets the list shows by use: those something points at, those nothing does (orphans), or all. */
const ASSET_USAGES = ['all', 'used', 'orphan'] as const;

/** GET /api/admin/assets query: paging, sort, q (original name), type (image/other) and usage. */
export const adminAssetsQuery = adminListQuery(ADMIN_ASSET_SORTS, 'created', {
  type: z.enum(['image', 'other']).optional(),
  usage: z.enum(ASSET_USAGES).default('all'),
});
export type AdminAssetsQuery = z.infer<typeof adminAssetsQuery>;

/** The kinds of row that can point at an uploaded file. */
const ASSET_USER_TYPES = ['client', 'media-image', 'video', 'user'] as const;

/** A row that points at an uploaded file: a client's photo, a media picture, a video thumbnail, a user's picture. */
const assetUse = z.object({ type: z.enum(ASSET_USER_TYPES), id: z.number(), label: z.string() });
export type AssetUse = z.infer<typeof assetUse>;

/** An uploaded file in the assets list, with who uploaded it and where it is used (empty: an orphan). */
const adminAsset = z.object({
  id: z.number(),
  ...storedFile.shape,
  createdAt: z.string(),
  uploadedBy: z.object({ id: z.number(), email: z.string() }).nullable(),
  usedBy: z.array(assetUse),
});
export type AdminAsset = z.infer<typeof adminAsset>;

/** GET /api/admin/assets answer. */
export const adminAssetsPage = adminListPage(adminAsset);

/** GET /api/admin/assets/summary answer: storage used by every upload, and by the orphans. */
export const assetSummary = z.object({ count: z.number(), bytes: z.number(), orphanCount: z.number(), orphanBytes: z.number() });
export type AssetSummary = z.infer<typeof assetSummary>;

/** DELETE /api/admin/assets/{id} params. */
export const assetParams = z.object({ id: paramId() });
