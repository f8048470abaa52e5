import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { VideoSpiderResultsQuery } from '@shared/api/directory/videos/video-spider';
import type { DbOrTx } from '@server/db/client';
import { adminJobFindings, adminJobs, clients, videos } from '@server/db/schema';
import { cappedCount, ilikeContains, pageWindow } from '@server/lib/admin-list';

/** The kind of finding a spider run records for each scanned video a client had not saved. */
export const VIDEO_FINDING = 'video';

/** The clients a run scans, by name: those of `ids` that exist, or every listed client. */
export function clientsToScan(db: DbOrTx, ids: number[] | undefined) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(ids ? inArray(clients.id, ids) : eq(clients.listed, true))
    .orderBy(asc(clients.name), asc(clients.id));
}

/** The latest video-spider run's id, or undefined before the first. */
export async function latestRunId(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ id: adminJobs.id })
    .from(adminJobs)
    .where(eq(adminJobs.kind, 'video-spider'))
    .orderBy(desc(adminJobs.createdAt), desc(adminJobs.id))
    .limit(1);
  return row?.id;
}

/** The YouTube id a video finding's detail carries. */
const findingYoutubeId = sql<string>`${adminJobFindings.detail}->>'id'`;

/** One page of a run's video findings (searched by title or channel within the run), each with its client and the client's saved copy if any (one query, by the unique client/YouTube id index). */
export async function resultsPage(db: DbOrTx, jobId: number, query: VideoSpiderResultsQuery) {
  const where = and(
    eq(adminJobFindings.jobId, jobId),
    eq(adminJobFindings.kind, VIDEO_FINDING),
    query.clientId ? eq(adminJobFindings.clientId, query.clientId) : undefined,
    query.q
      ? or(ilikeContains(sql`${adminJobFindings.detail}->>'title'`, query.q), ilikeContains(sql`${adminJobFindings.detail}->>'channelTitle'`, query.q))
      : undefined,
  ) as SQL;
  const { offset, limit } = pageWindow(query);
  const dir = query.dir === 'asc' ? asc : desc;
  const [items, count] = await Promise.all([
    db
      .select({
        id: adminJobFindings.id,
        jobId: adminJobFindings.jobId,
        clientId: clients.id,
        clientName: clients.name,
        clientSlug: clients.slug,
        detail: adminJobFindings.detail,
        savedVideoId: videos.id,
        toApprove: videos.toApprove,
      })
      .from(adminJobFindings)
      .innerJoin(clients, eq(clients.id, adminJobFindings.clientId))
      .leftJoin(videos, and(eq(videos.clientId, adminJobFindings.clientId), eq(videos.youtubeId, findingYoutubeId)))
      .where(where)
      .orderBy(dir(adminJobFindings.id))
      .limit(limit)
      .offset(offset),
    cappedCount(db, db.select({ id: adminJobFindings.id }).from(adminJobFindings).where(where).$dynamic(), query),
  ]);
  return { items, count };
}

/** The run's video findings among `ids`, with their client's name (others are left out). */
export function findingsOf(db: DbOrTx, jobId: number, ids: number[]) {
  return db
    .select({ id: adminJobFindings.id, clientId: clients.id, clientName: clients.name, clientSlug: clients.slug, detail: adminJobFindings.detail })
    .from(adminJobFindings)
    .innerJoin(clients, eq(clients.id, adminJobFindings.clientId))
    .where(and(eq(adminJobFindings.jobId, jobId), eq(adminJobFindings.kind, VIDEO_FINDING), inArray(adminJobFindings.id, ids)))
    .orderBy(asc(adminJobFindings.id));
}
