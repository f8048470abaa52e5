import { z } from 'zod';
import { adminListPage, adminListQuery } from '@shared/api/admin-lists';
import { paramId } from '@shared/api/fields';

/** What /admin/talking-points sorts by. */
export const ADMIN_TALKING_POINT_SORTS = ['client', 'title', 'id'] as const;

/** GET /api/admin/talking-points query: paging, sort, q (title or text) and a client filter. */
export const adminTalkingPointsQuery = adminListQuery(ADMIN_TALKING_POINT_SORTS, 'id', { clientId: paramId().optional() });
export type AdminTalkingPointsQuery = z.infer<typeof adminTalkingPointsQuery>;

/** A talking point in the cross-client list, with the client it belongs to. */
const adminTalkingPoint = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  clientSlug: z.string(),
  talkingPointTitle: z.string(),
  talkingPointFull: z.string(),
});
export type AdminTalkingPoint = z.infer<typeof adminTalkingPoint>;

/** GET /api/admin/talking-points answer. */
export const adminTalkingPointsPage = adminListPage(adminTalkingPoint);
