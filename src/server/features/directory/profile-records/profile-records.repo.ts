import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core/query-builders/select.types';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '@server/db/client';
import { awards, clients, prItems, socialAccounts } from '@server/db/schema';

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
export function recordRepo<T extends RecordTable, C extends SelectedFieldsFlat>({ table, columns, order }: RecordStore<T, C>) {
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
      const rows = await db
        .select({ clientId: table.clientId })
        .from(table as PgTable)
        .where(eq(table.id, id));
      return rows[0]?.clientId as number | undefined;
    },
    /** One of the client's records; undefined when it is not one of theirs. */
    async find(db: DbOrTx, clientId: number, id: number): Promise<Row | undefined> {
      const rows = (await db
        .select(columns)
        .from(table as PgTable)
        .where(ofClient(clientId, id))) as unknown as Row[];
      return rows[0];
    },
    /** How many records the client has. */
    async countOf(db: DbOrTx, clientId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(eq(table.clientId, clientId));
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

/** Social accounts, in platform order. */
export const socialsRepo = recordRepo({
  table: socialAccounts,
  columns: {
    id: socialAccounts.id,
    platform: socialAccounts.platform,
    handle: socialAccounts.handle,
    url: socialAccounts.url,
    followers: socialAccounts.followers,
  },
  order: [asc(socialAccounts.platform), asc(socialAccounts.id)],
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
    .where(
      and(eq(socialAccounts.clientId, clientId), eq(socialAccounts.platform, platform), exceptId === undefined ? undefined : ne(socialAccounts.id, exceptId)),
    );
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
