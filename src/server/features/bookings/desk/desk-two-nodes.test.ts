import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { testDatabaseUrl } from '@tests/helpers/databases';
import { insertStoredRequest } from '@tests/helpers/fixtures/bookings/requests';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { SessionUser } from '@shared/api/session-user';
import type { Database } from '@server/db/client';
import { openPostgres } from '@server/db/postgres';
import { bookingRequests, bookings } from '@server/db/schema';
import { createMailer } from '@server/integrations/mail/mailer';
import { ReadCache } from '@server/lib/read-cache';
import type { RequestsContext } from '../requests/requests-context';
import type { Site } from '@server/platform/site';
import { acceptSlot } from './agency-desk.service';

/*
 * Two agency members on two nodes of one PostgreSQL database hold the same time for one guest on
 * two requests at the very same moment: the guest's calendar lock lets exactly one through.
 */

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ROUNDS = 8;
let t: TestApp;
let other: Database;
let nodes: RequestsContext[];
let admin: SessionUser;
const site: Site = { baseUrl: 'http://localhost', log: quiet };

describe.skipIf(!testDatabaseUrl)('the guest’s calendar on two nodes (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    other = await openPostgres(t.database.url!, 4);
    nodes = [t.database, other].map((database) => ({
      db: database.db,
      cache: new ReadCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000_000 }),
      mailer: createMailer(database.db, { from: t.config.mailFrom }, quiet),
      config: t.config,
    }));
    const row = await createUser(t.db, { role: 'admin' });
    admin = { ...row, profileImage: null, clientId: null, clientSlug: null, clientName: null, teamMemberId: null, isImpersonating: false, originalUser: null };
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it(`holds one time first once when two nodes take it at the same moment, the other in line (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const guest = await createClient(t.db);
      const requests = await Promise.all([0, 1].map(() => insertStoredRequest(t.db, guest.id, 'requested')));
      await t.db
        .insert(bookings)
        .values(requests.map(({ request }) => ({ clientId: guest.id, requestId: request.id, showName: request.showName, status: 'requested' as const })));
      // both hosts offered the very same time
      const slot = requests[0].request.slots[0];
      await t.db
        .update(bookingRequests)
        .set({ slots: [slot] })
        .where(eq(bookingRequests.id, requests[1].request.id));
      const answers = await Promise.allSettled(
        requests.map(({ request }, node) => acceptSlot(nodes[node], admin, request.id, { slot, recordingLink: null, recordingMinutes: 60 }, site)),
      );
      expect(
        answers.map((answer) => answer.status),
        `round ${round}`,
      ).toEqual(['fulfilled', 'fulfilled']);
      const held = await t.db
        .select({ status: bookings.status, inLineBehind: bookings.queuedBehind })
        .from(bookings)
        .where(
          inArray(
            bookings.requestId,
            requests.map(({ request }) => request.id),
          ),
        );
      // one holds the time first; the other waits in line behind it
      expect(held.map((row) => row.status)).toEqual(['held', 'held']);
      expect(held.filter((row) => row.inLineBehind === null)).toHaveLength(1);
    }
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, 'held'), isNull(bookings.queuedBehind))),
    ).toHaveLength(ROUNDS);
  });
});
