import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { busyCalendars, busyTimes } from '@server/db/schema';
import type { BusySpan } from './busy-times-parse';

/** A guest's own calendar as its table holds it. */
export type BusyCalendarRow = typeof busyCalendars.$inferSelect;

/** How often a guest's calendar is read again: Google publishes changes to private addresses within hours; a quarter of an hour is ample. */
export const READ_EVERY_MINUTES = 15;

/** How many calendars one run of the job reads, one after another. */
const CLAIMED_AT_ONCE = 20;

/** A client's own calendar; undefined when none was given. */
export async function busyCalendarOf(db: DbOrTx, clientId: number): Promise<BusyCalendarRow | undefined> {
  const [row] = await db.select().from(busyCalendars).where(eq(busyCalendars.clientId, clientId));
  return row;
}

/** Puts a new address in place of the client's old one (its validators and last read forgotten, due now). */
export async function replaceBusyCalendar(db: DbOrTx, clientId: number, addressSealed: string, addressHint: string): Promise<void> {
  const fresh = {
    addressSealed,
    addressHint,
    etag: null,
    lastModified: null,
    readAt: null,
    readOkAt: null,
    failure: null,
    busyCount: 0,
    nextReadAt: new Date(),
  };
  await db
    .insert(busyCalendars)
    .values({ clientId, ...fresh })
    .onConflictDoUpdate({ target: busyCalendars.clientId, set: { ...fresh, createdAt: new Date() } });
}

/** Forgets a client's own calendar and its busy times; whether there was one. */
export async function deleteBusyCalendar(db: DbOrTx, clientId: number): Promise<boolean> {
  await db.delete(busyTimes).where(eq(busyTimes.clientId, clientId));
  const rows = await db.delete(busyCalendars).where(eq(busyCalendars.clientId, clientId)).returning({ clientId: busyCalendars.clientId });
  return rows.length > 0;
}

/**
 * Claims the calendars due for a read (at most CLAIMED_AT_ONCE, the longest waiting first) by
 * moving their next read READ_EVERY_MINUTES on, in one statement: of nodes claiming together each
 * calendar is taken by one (the other waits on the row and no longer finds it due).
 */
export function claimDueCalendars(db: DbOrTx): Promise<BusyCalendarRow[]> {
  const due = db
    .select({ clientId: busyCalendars.clientId })
    .from(busyCalendars)
    .where(lte(busyCalendars.nextReadAt, sql`now()`))
    .orderBy(asc(busyCalendars.nextReadAt))
    .limit(CLAIMED_AT_ONCE);
  return db
    .update(busyCalendars)
    .set({ nextReadAt: sql`now() + make_interval(mins => ${READ_EVERY_MINUTES})` })
    .where(and(inArray(busyCalendars.clientId, due), lte(busyCalendars.nextReadAt, sql`now()`)))
    .returning();
}

/** Records a read that failed, with why in plain words; the busy times of the last good read stay. */
export async function recordFailedRead(db: DbOrTx, clientId: number, failure: string): Promise<void> {
  await db.update(busyCalendars).set({ readAt: sql`now()`, failure }).where(eq(busyCalendars.clientId, clientId));
}

/** Records a read that found the calendar unchanged (a 304). */
export async function recordUnchangedRead(db: DbOrTx, clientId: number): Promise<void> {
  await db.update(busyCalendars).set({ readAt: sql`now()`, readOkAt: sql`now()`, failure: null }).where(eq(busyCalendars.clientId, clientId));
}

/**
 * Puts a read's busy times in place of the client's old ones with its validators, in the caller's
 * transaction: a reader never sees half of one read and half of the other.
 */
export async function storeRead(tx: DbOrTx, clientId: number, spans: readonly BusySpan[], validators: { etag: string | null; lastModified: string | null }) {
  await tx.delete(busyTimes).where(eq(busyTimes.clientId, clientId));
  for (let start = 0; start < spans.length; start += 500) {
    const batch = spans.slice(start, start + 500).map((span) => ({ clientId, startsAt: span.start, endsAt: span.end }));
    await tx.insert(busyTimes).values(batch);
  }
  await tx
    .update(busyCalendars)
    .set({ ...validators, readAt: sql`now()`, readOkAt: sql`now()`, failure: null, busyCount: spans.length })
    .where(eq(busyCalendars.clientId, clientId));
}

/** The first of the guest's busy times overlapping `minutes` from `slot`; undefined when they are free then. */
export async function busyClashOf(db: DbOrTx, clientId: number, slot: Date, minutes: number): Promise<BusySpan | undefined> {
  const start = sql`${slot.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ start: busyTimes.startsAt, end: busyTimes.endsAt })
    .from(busyTimes)
    .where(and(eq(busyTimes.clientId, clientId), lt(busyTimes.startsAt, sql`${start} + make_interval(mins => ${minutes})`), gt(busyTimes.endsAt, start)))
    .orderBy(asc(busyTimes.startsAt))
    .limit(1);
  return row;
}

/** One time offered to a guest, for a recording of `minutes`. */
export interface OfferedTime {
  clientId: number;
  slot: Date;
  minutes: number;
}

/**
 * Which of `offers` the guests' own calendars mark busy, in one statement (each offer checked on
 * the guests' busy times by their index), as "clientId|ISO time" keys.
 */
export async function busyOffersAmong(db: DbOrTx, offers: readonly OfferedTime[]): Promise<Set<string>> {
  if (offers.length === 0) return new Set();
  const list = (values: readonly (string | number)[]) => `{${values.map((value) => JSON.stringify(value)).join(',')}}`;
  const result = await db.execute(sql`
    select o.client_id, o.slot
    from unnest(${list(offers.map((o) => o.clientId))}::int[], ${list(offers.map((o) => o.slot.toISOString()))}::timestamptz[], ${list(offers.map((o) => o.minutes))}::int[])
      as o(client_id, slot, minutes)
    where exists (
      select 1 from ${busyTimes} b
      where b.client_id = o.client_id and b.starts_at < o.slot + make_interval(mins => o.minutes) and b.ends_at > o.slot
    )`);
  const { rows } = result as unknown as { rows: { client_id: number; slot: Date | string }[] };
  return new Set(rows.map((row) => `${row.client_id}|${new Date(row.slot).toISOString()}`));
}
