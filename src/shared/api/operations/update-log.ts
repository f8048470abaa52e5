import { z } from 'zod';
import { adminListPage, adminListQuery } from '../admin-lists';
import { paramId, text } from '../fields';

/** Where a logged change came from. */
export const CHANGE_SOURCES = ['edit', 'sync', 'import'] as const;

/** What /admin/update-log sorts by: only the time of the change (newest first by default). */
export const UPDATE_LOG_SORTS = ['createdAt'] as const;

/** GET /api/admin/update-log query: paging, and filters by client, field, source and entity type. */
export const updateLogQuery = adminListQuery(UPDATE_LOG_SORTS, 'createdAt', {
  clientId: paramId().optional(),
  field: text().trim().min(1).max(100).optional(),
  source: z.enum(CHANGE_SOURCES).optional(),
  entityType: text().trim().min(1).max(50).optional(),
});
export type UpdateLogQuery = z.infer<typeof updateLogQuery>;

/** One changed field of one entity, with its value before and after. */
const updateLogEntry = z.object({
  id: z.number(),
  client: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  /** The client's name when the change was made (kept after the client is deleted). */
  clientName: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  field: z.string(),
  /** The entity's name where the server knows it (a client's name, a video's title), else null. */
  entityName: z.string().nullable(),
  /** The change in words: 'Bio of Amara Okafor', "Approval of 'The patient is the org chart'". */
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  source: z.enum(CHANGE_SOURCES),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
  /** Whether "Restore this version" is offered: a plain field of an entity that still may exist, changed from one value to another (not a create or delete). */
  restorable: z.boolean(),
});
export type UpdateLogEntry = z.infer<typeof updateLogEntry>;

/** GET /api/admin/update-log answer. */
export const updateLogPage = adminListPage(updateLogEntry);

/** GET /api/admin/update-log/fields answer: every field the log holds, for the filter. */
export const updateLogFields = z.array(z.string());

/** POST /api/admin/update-log/{id}/restore answer: the field is back to its value before the change. */
export const restoreResult = z.object({ restored: z.literal(true) });
