import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core/query-builders/select.types';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../../db/client';
import { awards, bookingRequests, bookings, clients, podcastFeeds, podcasts, prItems, socialAccounts } from '../../../db/schema';

/** A table of profile records: it has an id and the client it belongs to. */
type RecordTable = PgTable & { id: PgColumn; clientId: PgColumn; $inferInsert: object };

/** Where one kind of record lives: its table, the columns an answer selects, and the list order. */
interface RecordStore<T extends RecordTable, C extends SelectedFieldsFlat> {
  table: T;
  columns: C;
  order: (PgColumn | SQL)[];
}

/** The values a write of a record may set (its client is set by the repo). */
export type RecordValues<T extends RecordTable> = Partial<Omit<T['$inferInsert'], 'id' | 'clientId'>>;

/**
 * The queries every kind of record shares, for one store: list, find, count, insert, update,
 * delete, each scoped to a client so a record of another client is never touched.
 */
function recordRepo<T extends RecordTable, C extends SelectedFieldsFlat>({ table, columns, order }: RecordStore<T, C>) {
  type Row = SelectResultFields<C>;
  const ofClient = (clientId: number, id: number) => and(eq(table.id, id), eq(table.clientId, clientId));
  return {
    /** The client's records in display order. */
    list: (db: DbOrTx, clientId: number) =>
      db
        .select(columns)
        .from(table as PgTable)
        .where(eq(table.clientId, clientId))
        .orderBy(...order) as unknown as Promise<Row[]>,
    /** The client a record belongs to; undefined for an unknown record. */
    async clientOf(db: DbOrTx, id: number): Promise<number | undefined> {
      const rows = await db.select({ clientId: table.clientId }).from(table as PgTable).where(eq(table.id, id));
      return rows[0]?.clientId as number | undefined;
    },
    /** One of the client's records; undefined when it is not one of theirs. */
    async find(db: DbOrTx, clientId: number, id: number): Promise<Row | undefined> {
      const rows = (await db.select(columns).from(table as PgTable).where(ofClient(clientId, id))) as unknown as Row[];
      return rows[0];
    },
    /** How many records the client has. */
    async countOf(db: DbOrTx, clientId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(table as PgTable).where(eq(table.clientId, clientId));
      return row.n;
    },
    /** Adds a record of the client. */
    async insert(db: DbOrTx, clientId: number, values: RecordValues<T>): Promise<Row> {
      const rows = await db
        .insert(table)
        .values({ ...values, clientId } as T['$inferInsert'])
        .returning(columns);
      return (rows as unknown as Row[])[0];
    },
    /** Changes one of the client's records; undefined when it is not one of theirs. */
    async update(db: DbOrTx, clientId: number, id: number, values: RecordValues<T>): Promise<Row | undefined> {
      const rows = await db
        .update(table)
        .set(values as never)
        .where(ofClient(clientId, id))
        .returning(columns);
      return (rows as unknown as Row[])[0];
    },
    /** Deletes one of the client's records; what it was, or undefined when it is not one of theirs. */
    async remove(db: DbOrTx, clientId: number, id: number): Promise<Row | undefined> {
      const rows = await db.delete(table).where(ofClient(clientId, id)).returning(columns);
      return (rows as unknown as Row[])[0];
    },
  };
}

/** A repo of one kind of record, as recordRepo builds it. */
export type RecordRepo<T extends RecordTable, C extends SelectedFieldsFlat> = ReturnType<typeof recordRepo<T, C>>;

/**
 * The 'Release overdue' condition: recorded more than `days` days ago (by the database's date), no
 * release link, neither published nor cancelled. Its first two terms are the predicate of
 * bookings_release_missing_idx, written alike (constants inline) so the planner may use that
 * partial index.
 */
export const releaseOverdue = (days: number) =>
  sql<boolean>`(${bookings.releaseUrl} IS NULL AND ${bookings.status} <> 'cancelled' AND ${bookings.status} <> 'published' AND ${bookings.recordedOn} < current_date - ${days}::int)`;

/**
 * A booking's columns as answers read them; `recordedDaysAgo` (by the database's date) decides the
 * overdue flag, `feedUrl` is its feed's address, `hostTimeZone` its request's (none for one made by hand).
 */
export const bookingColumns = {
  id: bookings.id,
  showName: bookings.showName,
  hostName: bookings.hostName,
  hostContact: bookings.hostContact,
  status: bookings.status,
  scheduledFor: bookings.scheduledFor,
  recordedOn: bookings.recordedOn,
  publishedOn: bookings.publishedOn,
  releaseUrl: bookings.releaseUrl,
  notes: bookings.notes,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  feedId: bookings.feedId,
  feedUrl: sql<string | null>`(select ${podcastFeeds.url} from ${podcastFeeds} where ${podcastFeeds.id} = ${bookings.feedId})`,
  releaseFollowUpSentAt: bookings.releaseFollowUpSentAt,
  recordingLink: bookings.recordingLink,
  recordingMinutes: bookings.recordingMinutes,
  requestId: bookings.requestId,
  hostTimeZone: sql<string | null>`(select ${bookingRequests.timeZone} from ${bookingRequests} where ${bookingRequests.id} = ${bookings.requestId})`,
  recordedDaysAgo: sql<number | null>`(current_date - ${bookings.recordedOn})`,
};

/** Social accounts, in platform order. */
export const socialsRepo = recordRepo({
  table: socialAccounts,
  columns: { id: socialAccounts.id, platform: socialAccounts.platform, handle: socialAccounts.handle, url: socialAccounts.url, followers: socialAccounts.followers },
  order: [asc(socialAccounts.platform), asc(socialAccounts.id)],
});

/** Bookings, the next scheduled first, those without a date last. */
export const bookingsRepo = recordRepo({
  table: bookings,
  columns: bookingColumns,
  order: [sql`${bookings.scheduledFor} asc nulls last`, asc(bookings.id)],
});

/** Press items, the latest first. */
export const pressRepo = recordRepo({
  table: prItems,
  columns: { id: prItems.id, title: prItems.title, outlet: prItems.outlet, url: prItems.url, publishedOn: prItems.publishedOn },
  order: [sql`${prItems.publishedOn} desc nulls last`, asc(prItems.id)],
});

/** Awards, the latest year first. */
export const awardsRepo = recordRepo({
  table: awards,
  columns: { id: awards.id, title: awards.title, issuer: awards.issuer, year: awards.year, url: awards.url },
  order: [sql`${awards.year} desc nulls last`, asc(awards.id)],
});

/** A booking row as the bookings repo answers it. */
export type BookingRow = Awaited<ReturnType<typeof bookingsRepo.list>>[number];

/** Locks the client's row until the transaction ends, so writes to one client's records take turns; its id and slug, undefined when unknown. */
export async function lockClient(tx: DbOrTx, clientId: number) {
  const rows = await tx.select({ id: clients.id, slug: clients.slug }).from(clients).where(eq(clients.id, clientId)).for('update');
  return rows[0];
}

/** Whether the client exists (undefined when not), and whether it is archived. */
export async function clientState(db: DbOrTx, clientId: number): Promise<{ archived: boolean } | undefined> {
  const rows = await db
    .select({ archived: sql<boolean>`${clients.archivedAt} is not null` })
    .from(clients)
    .where(eq(clients.id, clientId));
  return rows[0];
}

/** Another of the client's social accounts on this platform (not `exceptId`); undefined when none. */
export async function findSocialOnPlatform(db: DbOrTx, clientId: number, platform: string, exceptId?: number) {
  const rows = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.clientId, clientId), eq(socialAccounts.platform, platform), exceptId === undefined ? undefined : ne(socialAccounts.id, exceptId)));
  return rows[0];
}

/** Today's date by the database's clock (YYYY-MM-DD), the same day the flag is computed against. */
export async function today(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ day: sql<string>`current_date::text` }).from(sql`(select 1) as one`);
  return row.day;
}

/** A client's time zone, null when not set. */
export async function timeZoneOfClient(db: DbOrTx, clientId: number): Promise<string | null> {
  const [row] = await db.select({ timeZone: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  return row?.timeZone ?? null;
}

/** The feed of the podcast named exactly `showName` (case aside), if it has one: a new booking with that show looks for its release there. */
export async function feedOfPodcastNamed(db: DbOrTx, showName: string): Promise<number | null> {
  const rows = await db
    .select({ id: podcastFeeds.id })
    .from(podcastFeeds)
    .innerJoin(podcasts, eq(podcasts.id, podcastFeeds.podcastId))
    .where(sql`lower(${podcasts.name}) = lower(${showName.trim()})`)
    .limit(1);
  return rows[0]?.id ?? null;
}
