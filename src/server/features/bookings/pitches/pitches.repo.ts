import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { adminPitchesQuery, PitchEventKind } from '@shared/api/bookings/pitches';
import type { DbOrTx } from '@server/db/client';
import { clients, pitchEvents, pitchGuests, pitches, talkingPoints, users } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf, ilikeAny } from '@server/lib/admin-list';

/** A stored pitch, as its table holds it. */
export type PitchRow = typeof pitches.$inferSelect;

/** Stores a new pitch (its token's hash only) and its guests in their order; its id. */
export async function insertPitch(
  db: DbOrTx,
  values: Omit<typeof pitches.$inferInsert, 'id' | 'createdAt' | 'revokedAt'>,
  guests: { clientId: number; line: string; questions: string[] }[],
): Promise<number> {
  const [row] = await db.insert(pitches).values(values).returning({ id: pitches.id });
  await db.insert(pitchGuests).values(guests.map((guest, position) => ({ pitchId: row.id, position, ...guest })));
  return row.id;
}

/** The clients of these ids with whether each is archived (unknown ids are left out). */
export function clientsByIds(db: DbOrTx, ids: number[]) {
  return db.select({ id: clients.id, name: clients.name, archivedAt: clients.archivedAt }).from(clients).where(inArray(clients.id, ids));
}

/** The pitch whose token has this hash while its link lives (not revoked, not expired); undefined otherwise. */
export async function findLiveByTokenHash(db: DbOrTx, tokenHash: string): Promise<PitchRow | undefined> {
  const rows = await db
    .select()
    .from(pitches)
    .where(and(eq(pitches.tokenHash, tokenHash), isNull(pitches.revokedAt), gt(pitches.expiresAt, sql`now()`)));
  return rows[0];
}

/** A pitch by id; undefined when unknown. */
export async function findById(db: DbOrTx, id: number): Promise<PitchRow | undefined> {
  const rows = await db.select().from(pitches).where(eq(pitches.id, id));
  return rows[0];
}

/** The show and the day made of these pitches (unknown ids are left out). */
export function showsOfPitches(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: pitches.id, showName: pitches.showName, createdAt: pitches.createdAt }).from(pitches).where(inArray(pitches.id, ids));
}

/** The guest ids of a pitch. */
export async function guestIdsOf(db: DbOrTx, pitchId: number): Promise<number[]> {
  const rows = await db.select({ clientId: pitchGuests.clientId }).from(pitchGuests).where(eq(pitchGuests.pitchId, pitchId));
  return rows.map((row) => row.clientId);
}

const pageGuestColumns = {
  id: clients.id,
  name: clients.name,
  slug: clients.slug,
  headline: clients.headline,
  narrativeBio: clients.narrativeBio,
  localimage: clients.localimage,
  profileImage: clients.profileImage,
  linkedinImgUrl: clients.linkedinImgUrl,
  line: pitchGuests.line,
  questions: pitchGuests.questions,
};

/** The guests of pitches (pitch_guests joined with their clients): `columns` and the pitch's id. */
function selectPitchGuests<T extends SelectedFields>(db: DbOrTx, columns: T) {
  return db
    .select({ pitchId: pitchGuests.pitchId, ...columns })
    .from(pitchGuests)
    .innerJoin(clients, eq(clients.id, pitchGuests.clientId));
}

/** The guests a pitch offers that are still in the directory (not archived), in the pitch's order; `clientId` narrows to one. */
export function liveGuestsOf(db: DbOrTx, pitchId: number, clientId?: number) {
  return selectPitchGuests(db, pageGuestColumns)
    .where(and(eq(pitchGuests.pitchId, pitchId), isNull(clients.archivedAt), clientId === undefined ? undefined : eq(pitchGuests.clientId, clientId)))
    .orderBy(asc(pitchGuests.position), asc(pitchGuests.clientId));
}

/** The talking points of these clients, in each client's order. */
export function talkingPointsOf(db: DbOrTx, clientIds: number[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({ clientId: talkingPoints.clientId, title: talkingPoints.talkingPointTitle, text: talkingPoints.talkingPointFull })
    .from(talkingPoints)
    .where(inArray(talkingPoints.clientId, clientIds))
    .orderBy(asc(talkingPoints.clientId), asc(talkingPoints.position), asc(talkingPoints.id));
}

/** Records what happened on a pitch link (no address, no cookie: the kind, the guest, the time). */
export async function insertEvent(db: DbOrTx, pitchId: number, kind: PitchEventKind, clientId: number | null): Promise<void> {
  await db.insert(pitchEvents).values({ pitchId, kind, clientId });
}

/** A pitch's events, newest first, with the guest's name: the newest `perKind` of each kind. */
export function eventsOf(db: DbOrTx, pitchId: number, perKind: number) {
  const ranked = db
    .select({
      id: pitchEvents.id,
      kind: pitchEvents.kind,
      clientId: pitchEvents.clientId,
      createdAt: pitchEvents.createdAt,
      place: sql<number>`row_number() over (partition by ${pitchEvents.kind} order by ${pitchEvents.createdAt} desc, ${pitchEvents.id} desc)`.as('place'),
    })
    .from(pitchEvents)
    .where(eq(pitchEvents.pitchId, pitchId))
    .as('ranked');
  return db
    .select({ id: ranked.id, kind: ranked.kind, guestName: clients.name, createdAt: ranked.createdAt })
    .from(ranked)
    .leftJoin(clients, eq(clients.id, ranked.clientId))
    .where(lte(ranked.place, perKind))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

/** Gives a live pitch (not revoked, not expired) a new token's hash, so its old link stops working; whether it was live. */
export async function replaceToken(db: DbOrTx, id: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(pitches)
    .set({ tokenHash })
    .where(and(eq(pitches.id, id), isNull(pitches.revokedAt), gt(pitches.expiresAt, sql`now()`)))
    .returning({ id: pitches.id });
  return rows.length > 0;
}

/** Revokes a pitch's link unless it already is; when it was revoked (now or before). */
export async function revoke(db: DbOrTx, id: number): Promise<Date> {
  const [row] = await db
    .update(pitches)
    .set({ revokedAt: sql`coalesce(${pitches.revokedAt}, now())` })
    .where(eq(pitches.id, id))
    .returning({ revokedAt: pitches.revokedAt });
  return row.revokedAt!;
}

/** The guests of a page's pitches, in each pitch's order. */
export function guestsOfPitches(db: DbOrTx, pitchIds: number[]) {
  if (pitchIds.length === 0) return Promise.resolve([]);
  return selectPitchGuests(db, { id: clients.id, name: clients.name, slug: clients.slug })
    .where(inArray(pitchGuests.pitchId, pitchIds))
    .orderBy(asc(pitchGuests.pitchId), asc(pitchGuests.position));
}

/** How many events of each kind a page's pitches have, in one grouped query. */
export async function eventCountsOf(db: DbOrTx, pitchIds: number[]): Promise<Map<number, Partial<Record<PitchEventKind, number>>>> {
  const counts = new Map<number, Partial<Record<PitchEventKind, number>>>();
  if (pitchIds.length === 0) return counts;
  const rows = await db
    .select({ pitchId: pitchEvents.pitchId, kind: pitchEvents.kind, n: sql<number>`count(*)::int` })
    .from(pitchEvents)
    .where(inArray(pitchEvents.pitchId, pitchIds))
    .groupBy(pitchEvents.pitchId, pitchEvents.kind);
  for (const row of rows) counts.set(row.pitchId, { ...counts.get(row.pitchId), [row.kind]: Number(row.n) });
  return counts;
}

/** The list's query, as the service hands it: the user's own query, and the clients a team member may see (undefined: all). */
export type PitchListQuery = z.output<typeof adminPitchesQuery> & { clientIds?: number[] };

/** A list row: the pitch and its author's email. */
export type PitchListRow = { pitch: PitchRow; createdBy: string | null };

/**
 * The agency's pitch pages, newest first, searched in the show's name. `clientIds` keeps the
 * pitches whose every guest is among them (a team member's own guests).
 */
export const pitchList = defineAdminList({
  count: idsOf(pitches),
  filters: {
    clientIds: (ids: number[]): SQL =>
      ids.length === 0
        ? sql`false`
        : sql`not exists (select 1 from ${pitchGuests} where ${pitchGuests.pitchId} = ${pitches.id} and ${notInArray(pitchGuests.clientId, ids)})`,
    q: (term: string) => ilikeAny(term, [pitches.showName]),
  },
  sorts: {
    createdAt: (dir) => [dir(pitches.createdAt), dir(pitches.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<PitchListQuery>): PromiseLike<PitchListRow[]> =>
    cutPage(db.select({ pitch: pitches, createdBy: users.email }).from(pitches).leftJoin(users, eq(users.id, pitches.createdBy)).$dynamic(), step),
});
