import { z } from 'zod';

/** The sections a sync covers and its events name, in the order 'all' runs them. Same values as the server's AIRTABLE_SECTIONS. */
export const AIRTABLE_SECTIONS = ['clients', 'client-images', 'talking-points', 'videos', 'episodes'] as const;
/** A section a sync covers. */
export type AirtableSection = (typeof AIRTABLE_SECTIONS)[number];

/** What /admin/sync and the retrievals say while Airtable is not configured. */
export const AIRTABLE_NOT_CONFIGURED = 'Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID.';

/** The finding kind of a record a run could not import ({ recordid, message } in its detail). */
export const SYNC_FAILED = 'sync-failed';

/** GET /api/admin/sync: whether Airtable is configured (else why not), the sections with their tables, the schedule (0: off). */
export const airtableSyncStatus = z.object({
  configured: z.boolean(),
  message: z.string().nullable(),
  sections: z.array(z.object({ section: z.enum(AIRTABLE_SECTIONS), table: z.string() })),
  scheduleMinutes: z.number().int(),
});
export type AirtableSyncStatus = z.infer<typeof airtableSyncStatus>;

/** POST /api/admin/sync/run: one section, or everything ('all': clients → client-images → talking-points → videos → episodes). */
export const syncRunBody = z.object({ section: z.enum([...AIRTABLE_SECTIONS, 'all']) });
export type SyncRunBody = z.infer<typeof syncRunBody>;

/** How the records of a run went. */
const syncCounts = z.object({ new: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), failed: z.number().int() });
export type SyncCounts = z.infer<typeof syncCounts>;

/** Where one section of a run stands. */
const SYNC_SECTION_STATES = ['waiting', 'running', 'done', 'failed', 'cancelled'] as const;
export type SyncSectionState = (typeof SYNC_SECTION_STATES)[number];

/** One section of a run: its state, the records read so far and how they went. */
const syncSectionProgress = syncCounts.extend({ section: z.enum(AIRTABLE_SECTIONS), state: z.enum(SYNC_SECTION_STATES), records: z.number().int() });
export type SyncSectionProgress = z.infer<typeof syncSectionProgress>;

/**
 * A sync job's summary (admin job `summary`): the counts over every section run, the section asked
 * for, each section of the run in order (known from the start), and how far the whole run is in
 * percent (each section an equal share; below 100 until the last section is done).
 */
export const syncSummary = syncCounts.extend({
  section: z.enum([...AIRTABLE_SECTIONS, 'all']),
  sections: z.array(syncSectionProgress),
  percent: z.number().int().min(0).max(100),
});
export type SyncSummary = z.infer<typeof syncSummary>;

/** The longest a sync stream stays open (seconds); the browser's EventSource then reconnects, so no connection is held forever. */
export const SYNC_STREAM_MAX_SECONDS = 600;

/** GET /api/sync-progress-stream's query: `probe=1` answers the opening comment and closes (a monitor's check that the stream is up). */
export const syncStreamQuery = z.strictObject({ probe: z.literal('1').optional() });

/**
 * GET /api/sync-progress-stream (authenticated): Server-Sent Events, each
 * `event: sync\ndata: {json}\n\n` with one of these, and `: keep-alive` comments every 15 s:
 * - `{ type: 'progress', jobId, section, done, total, counts }` while a run goes (total grows as pages arrive);
 * - `{ type: 'sync_complete', section }` after each section (also after a retrieval wrote a client's data);
 * - `{ type: 'sync_all_complete' }` after a run of everything.
 */
const syncEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sync_complete'), section: z.enum(AIRTABLE_SECTIONS) }),
  z.object({ type: z.literal('sync_all_complete') }),
  z.object({
    type: z.literal('progress'),
    jobId: z.number().int(),
    section: z.enum(AIRTABLE_SECTIONS),
    done: z.number().int(),
    total: z.number().int(),
    counts: syncCounts,
  }),
]);
export type SyncEvent = z.infer<typeof syncEvent>;
