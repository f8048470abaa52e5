import { and, asc, count, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { clientLinkColumns } from '@server/features/directory/clients/client-columns';
import { clients, mediaImages, talkingPoints } from '@server/db/schema';
import type { ClientToCheck } from './profile-checks';

/** Which clients a run covers: chosen ids, or every live (not archived) client. */
export type ClientScope = { ids: number[] } | { all: true };

function scopeWhere(scope: ClientScope) {
  return 'ids' in scope ? inArray(clients.id, scope.ids) : isNull(clients.archivedAt);
}

/** How many clients a run covers. */
export async function countClients(db: DbOrTx, scope: ClientScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(scopeWhere(scope));
  return Number(row?.n ?? 0);
}

/** The next `limit` clients of the run after id `afterId` (keyset on the primary key), with their talking-point counts and media images. */
export async function clientBatch(db: DbOrTx, scope: ClientScope, afterId: number, limit: number): Promise<ClientToCheck[]> {
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      headline: clients.headline,
      narrativeBio: clients.narrativeBio,
      localimage: clients.localimage,
      profileImage: clients.profileImage,
      linkedinImgUrl: clients.linkedinImgUrl,
      ...clientLinkColumns,
      sampleQuestions: clients.sampleQuestions,
    })
    .from(clients)
    .where(and(scopeWhere(scope), gt(clients.id, afterId)))
    .orderBy(asc(clients.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [points, images] = await Promise.all([
    db.select({ clientId: talkingPoints.clientId, n: count() }).from(talkingPoints).where(inArray(talkingPoints.clientId, ids)).groupBy(talkingPoints.clientId),
    db
      .select({ clientId: mediaImages.clientId, url: mediaImages.url })
      .from(mediaImages)
      .where(and(inArray(mediaImages.clientId, ids), isNotNull(mediaImages.url)))
      .orderBy(asc(mediaImages.clientId), asc(mediaImages.position), asc(mediaImages.id)),
  ]);
  const pointsOf = new Map(points.map((p) => [p.clientId, Number(p.n)]));
  const imagesOf = new Map<number, string[]>();
  for (const image of images) imagesOf.set(image.clientId, [...(imagesOf.get(image.clientId) ?? []), image.url ?? '']);
  return rows.map((row) => ({ ...row, talkingPoints: pointsOf.get(row.id) ?? 0, mediaImageUrls: imagesOf.get(row.id) ?? [] }));
}
