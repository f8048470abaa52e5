import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { bookingFromRequest, heldBooking } from '@tests/helpers/fixtures/bookings/holds';
import { testDatabaseUrl } from '@tests/helpers/databases';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { Database } from '@server/db/client';
import { openPostgres } from '@server/db/postgres';
import { auditLog, bookingLinks, bookings, outboxEmails } from '@server/db/schema';
import { createMailer } from '@server/integrations/mail/mailer';
import { ReadCache } from '@server/lib/read-cache';
import type { Site } from '@server/platform/site';
import { confirmHold } from '../desk/host-desk.service';
import { agencyRecipients } from '../requests/requests.repo';
import { type HoldsJobContext, holdsJob } from './holds-job';

/*
 * The holds' clock on two nodes of one PostgreSQL database: each node
 * has its own pool and mailer (into the shared outbox) and runs the holds' schedule, every second.
 */

const TICK_MS = 1_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let t: TestApp;
let other: Database;
let nodes: HoldsJobContext[];

const outboxTo = (emails: string[]) => t.db.select().from(outboxEmails).where(inArray(outboxEmails.toAddress, emails));

describe.skipIf(!testDatabaseUrl)('the holds’ clock on two nodes (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ BOOKING_HOLDS_INTERVAL_SECONDS: String(TICK_MS / 1000) });
    other = await openPostgres(t.database.url!, 4);
    nodes = [t.database, other].map((database) => ({
      db: database.db,
      mailer: createMailer(database.db, { from: t.config.mailFrom }, quiet),
      config: t.config,
      metrics: { jobRun: vi.fn() },
      log: quiet,
    }));
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('expires a hold due in 2 s within one tick of its time, with one audit entry and one mail to each party', async () => {
    const client = await createClient(t.db, { name: 'Nia Node' });
    const person = await createUser(t.db, { role: 'guest', clientId: client.id });
    const held = await heldBooking(t.db, client.id, { expiresAt: new Date(Date.now() + 2_000), remindAt: new Date(Date.now() + 60_000), awaiting: 'host' });
    const stops = nodes.map((node) => holdsJob.scheduled(node, quiet));
    try {
      await vi.waitFor(async () => expect((await t.db.select().from(bookings).where(eq(bookings.id, held.booking.id)))[0].status).toBe('expired'), {
        timeout: 2_000 + 3 * TICK_MS,
        interval: 100,
      });
      // both nodes tick a few more times
      await new Promise((resolve) => setTimeout(resolve, 3 * TICK_MS));
    } finally {
      for (const stop of stops) stop();
    }
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.expire'), eq(auditLog.targetId, String(held.booking.id))));
    expect(audits).toHaveLength(1);
    const late = audits[0].createdAt.getTime() - held.booking.holdExpiresAt!.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThanOrEqual(TICK_MS + 500);
    const agency = await agencyRecipients(t.db, client.id);
    const mails = await outboxTo([held.request.hostEmail, person.email, ...agency]);
    const expiryMails = mails.filter((mail) => mail.subject.includes(held.booking.showName));
    expect(expiryMails.map((mail) => mail.toAddress).sort()).toEqual([held.request.hostEmail, person.email, ...agency].sort());
  });

  it('reminds each hold past half-time exactly once while both nodes tick many times at once', async () => {
    const client = await createClient(t.db);
    const person = await createUser(t.db, { role: 'guest', clientId: client.id });
    const hold = { expiresAt: new Date(Date.now() + 3_600_000), remindAt: new Date(Date.now() - 1_000) };
    const toHost = await Promise.all([1, 2, 3, 4, 5].map(() => heldBooking(t.db, client.id, { ...hold, awaiting: 'host' })));
    const toGuest = await Promise.all([1, 2, 3, 4, 5].map(() => heldBooking(t.db, client.id, { ...hold, awaiting: 'guest' })));
    for (let round = 0; round < 15; round++) {
      const ticks = await Promise.all(nodes.flatMap((node) => [holdsJob.tick(node, 0, quiet), holdsJob.tick(node, 0, quiet)]));
      expect(ticks.every((tick) => tick === 'started')).toBe(true);
    }
    for (const { request } of toHost) {
      expect(await outboxTo([request.hostEmail])).toHaveLength(1);
      const links = await t.db
        .select()
        .from(bookingLinks)
        .where(and(eq(bookingLinks.requestId, request.id), eq(bookingLinks.purpose, 'host')));
      expect(links).toHaveLength(2);
    }
    expect(await outboxTo([person.email])).toHaveLength(toGuest.length);
    const approvals = await t.db
      .select()
      .from(bookingLinks)
      .where(
        and(
          inArray(
            bookingLinks.bookingId,
            toGuest.map((held) => held.booking.id),
          ),
          eq(bookingLinks.purpose, 'approval'),
        ),
      );
    expect(approvals).toHaveLength(toGuest.length);
    for (const node of nodes) expect(node.metrics.jobRun).not.toHaveBeenCalledWith('booking-holds', 'failed');
  });

  it('reminds each recording an hour before exactly once while both nodes tick many times at once', async () => {
    const client = await createClient(t.db);
    const recordings = await Promise.all(
      [1, 2, 3, 4, 5].map(() => bookingFromRequest(t.db, client.id, { status: 'confirmed', scheduledFor: new Date(Date.now() + 30 * 60_000) })),
    );
    for (let round = 0; round < 10; round++) {
      await Promise.all(nodes.flatMap((node) => [holdsJob.tick(node, 0, quiet), holdsJob.tick(node, 0, quiet)]));
    }
    for (const { request, booking } of recordings) {
      const mails = await outboxTo([request.hostEmail]);
      expect(mails.map((mail) => mail.subject)).toEqual([`In an hour: ${client.name} on ${booking.showName}`]);
    }
  });

  it('asks each recording to reconfirm once, and flags each missing one to the agency once, while both nodes tick many times at once', async () => {
    const client = await createClient(t.db);
    const asked = await Promise.all(
      [1, 2, 3].map(() => bookingFromRequest(t.db, client.id, { status: 'confirmed', scheduledFor: new Date(Date.now() + 60 * 3_600_000) })),
    );
    const flagged = await Promise.all(
      [1, 2, 3].map(() => {
        const at = new Date(Date.now() + 20 * 3_600_000);
        return bookingFromRequest(t.db, client.id, { status: 'confirmed', scheduledFor: at, reconfirmAskedFor: at });
      }),
    );
    for (let round = 0; round < 10; round++) {
      await Promise.all(nodes.flatMap((node) => [holdsJob.tick(node, 0, quiet), holdsJob.tick(node, 0, quiet)]));
    }
    for (const { request, booking } of asked) {
      expect((await outboxTo([request.hostEmail])).map((mail) => mail.subject)).toEqual([`Please reconfirm: ${client.name} on ${booking.showName}`]);
    }
    const agency = await agencyRecipients(t.db, client.id);
    const flags = (await outboxTo(agency)).filter((mail) => mail.subject.startsWith('Not reconfirmed: '));
    expect(flags).toHaveLength(flagged.length * agency.length);
  });

  describe('a line of holds', () => {
    const site: Site = { baseUrl: 'http://podium.test', log: quiet };
    /** A node's context for a host's action through their link. */
    const hostNode = (node: HoldsJobContext) => ({ ...node, cache: new ReadCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000_000 }) });
    const statusOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

    /** A guest's time held first for one show (running out at `expiresAt`), with two shows in line behind it. */
    async function line(expiresAt: Date) {
      const client = await createClient(t.db);
      const first = await heldBooking(t.db, client.id, { expiresAt, remindAt: new Date(Date.now() + 3_600_000), awaiting: 'host' });
      const inLine = [];
      for (let place = 2; place <= 3; place++) {
        inLine.push(
          await bookingFromRequest(t.db, client.id, {
            status: 'held',
            scheduledFor: first.booking.scheduledFor,
            queuedBehind: first.booking.id,
            queuedAt: new Date(Date.now() + place),
          }),
        );
      }
      return { first, inLine };
    }

    it('lets only the first host confirm when both hosts confirm at the same instant on two nodes, and sends the line back once', async () => {
      for (let round = 0; round < 5; round++) {
        const { first, inLine } = await line(new Date(Date.now() + 3_600_000));
        const answers = await Promise.allSettled([confirmHold(hostNode(nodes[0]), first.token, site), confirmHold(hostNode(nodes[1]), inLine[0].token, site)]);
        expect(answers[0].status, `round ${round}`).toBe('fulfilled');
        // refused either way: still in line while the first host's confirmation is under way, or sent
        // back (moved on) once it has committed; which of the two depends on who takes the row first
        expect(answers[1]).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
        expect(['HOLD_IN_LINE', 'BOOKING_MOVED_ON'], `round ${round}`).toContain((answers[1] as PromiseRejectedResult).reason.code);
        expect((await statusOf(first.booking.id)).status).toBe('confirmed');
        for (const { booking } of inLine) expect(await statusOf(booking.id)).toMatchObject({ status: 'requested', queuedBehind: null });
      }
    });

    it('moves a line up once when its first hold runs out under both nodes’ ticks, while its host confirms at that instant: one or the other, never both', async () => {
      const outcomes = new Set<string>();
      // a hold already run out, one still running long after, and holds running out as the calls go
      const runsFor = [0, 5_000, 30, 30, 60, 60, 15, 15];
      for (const [round, ms] of runsFor.entries()) {
        const { first, inLine } = await line(new Date(Date.now() + ms));
        const [confirmed] = await Promise.allSettled([
          confirmHold(hostNode(nodes[round % 2]), first.token, site),
          holdsJob.tick(nodes[0], 0, quiet),
          holdsJob.tick(nodes[1], 0, quiet),
        ]);
        // a tick that came too early for the hold runs again after
        await Promise.all(nodes.map((node) => holdsJob.tick(node, 0, quiet)));
        const [firstAfter, second, third] = await Promise.all([first, ...inLine].map(({ booking }) => statusOf(booking.id)));
        const promotions = await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'booking.promote'), eq(auditLog.targetId, String(second.id))));
        if (confirmed.status === 'fulfilled') {
          outcomes.add('confirmed');
          expect(firstAfter.status).toBe('confirmed');
          expect([second.status, third.status]).toEqual(['requested', 'requested']);
          expect(promotions).toHaveLength(0);
        } else {
          outcomes.add('expired');
          expect(confirmed.reason).toMatchObject({ statusCode: 409 });
          expect(firstAfter.status).toBe('expired');
          expect(second).toMatchObject({ status: 'held', queuedBehind: null, holdAwaiting: 'host' });
          expect(third).toMatchObject({ status: 'held', queuedBehind: second.id });
          expect(promotions).toHaveLength(1);
        }
      }
      // the first round's hold had already run out; the second's was still running
      expect(outcomes).toEqual(new Set(['confirmed', 'expired']));
    });
  });
});
