import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookings } from '@server/db/schema';

/** How many holds a first hold's time carries: the first and those in line behind it. */
export async function lineLength(db: DbOrTx, firstId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.status, 'held'), or(eq(bookings.id, firstId), eq(bookings.queuedBehind, firstId))));
  return row.count;
}

/** The holds in line behind `firstId`, in their order, locked until the transaction ends. */
export async function lockLine(tx: DbOrTx, firstId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'held'), eq(bookings.queuedBehind, firstId)))
    .orderBy(asc(bookings.queuedAt), asc(bookings.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The holds still in line behind `firstId` now wait behind `nextId` (which moved up). */
export async function moveLineBehind(tx: DbOrTx, firstId: number, nextId: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ queuedBehind: nextId })
    .where(and(eq(bookings.status, 'held'), eq(bookings.queuedBehind, firstId)));
}

/** A hold in a line: its booking, the first hold it waits behind (null: it is the first), when it joined, and the first's challenge. */
export interface LineMember {
  id: number;
  queuedBehind: number | null;
  queuedAt: Date | null;
  challengedAt: Date | null;
  holdExpiresAt: Date | null;
}

/** Every held booking in the lines of these first holds: the firsts and those behind them. */
export async function linesOf(db: DbOrTx, firstIds: number[]): Promise<LineMember[]> {
  if (firstIds.length === 0) return [];
  const ids = [...new Set(firstIds)];
  return db
    .select({
      id: bookings.id,
      queuedBehind: bookings.queuedBehind,
      queuedAt: bookings.queuedAt,
      challengedAt: bookings.challengedAt,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'held'), or(inArray(bookings.id, ids), inArray(bookings.queuedBehind, ids))))
    .orderBy(asc(bookings.queuedAt), asc(bookings.id));
}
