import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookingRequestNotes, bookingRequests, clients } from '@server/db/schema';

/** A host's reply taken for the agency's mail. */
export interface ClaimedReply {
  id: number;
  requestId: number;
  body: string;
  createdAt: Date;
}

/**
 * Takes every reply waiting for its agency mail on the threads whose first waiting reply is at least
 * `delayMinutes` old at `at` (the database's clock when not given): they no longer wait, and are
 * answered oldest first. One statement: of nodes taking at once, a reply goes to one (the other
 * finds it no longer waiting). A reply written meanwhile waits for the thread's next mail.
 */
export async function claimDueReplies(tx: DbOrTx, delayMinutes: number, at?: Date): Promise<ClaimedReply[]> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const dueThreads = tx
    .select({ requestId: bookingRequestNotes.requestId })
    .from(bookingRequestNotes)
    .where(eq(bookingRequestNotes.agencyMailPending, true))
    .groupBy(bookingRequestNotes.requestId)
    .having(sql`min(${bookingRequestNotes.createdAt}) <= ${now} - make_interval(mins => ${delayMinutes})`);
  const rows = await tx
    .update(bookingRequestNotes)
    .set({ agencyMailPending: false })
    .where(and(eq(bookingRequestNotes.agencyMailPending, true), inArray(bookingRequestNotes.requestId, dueThreads)))
    .returning({
      id: bookingRequestNotes.id,
      requestId: bookingRequestNotes.requestId,
      body: bookingRequestNotes.body,
      createdAt: bookingRequestNotes.createdAt,
    });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/** The threads' requests as their agency mail names them: the host, the show and the guest. */
export function threadsOf(db: DbOrTx, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: bookingRequests.id,
      hostName: bookingRequests.hostName,
      hostEmail: bookingRequests.hostEmail,
      showName: bookingRequests.showName,
      clientId: clients.id,
      guestName: clients.name,
    })
    .from(bookingRequests)
    .innerJoin(clients, eq(clients.id, bookingRequests.clientId))
    .where(inArray(bookingRequests.id, requestIds))
    .orderBy(asc(bookingRequests.id));
}
