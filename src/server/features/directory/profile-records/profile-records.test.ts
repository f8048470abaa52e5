import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { bookingFromRequest } from '@tests/helpers/fixtures/bookings/holds';
import { insertAward, insertBooking, insertPressItem, insertSocial } from '@tests/helpers/fixtures/directory/profile-records';
import { clientRouteKit, expectError } from '@tests/helpers/client-fixtures';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { DESK_DELETE_REFUSED, DESK_EDIT_REFUSED, DESK_MOVE_REFUSED, DESK_PARTIES_FIXED, NOT_HAPPENED_YET } from '@shared/api/bookings/pipeline';
import type { OverdueReleaseList } from '@shared/api/bookings/releases';
import { RECORD_LIMITS, latestAwardYear } from '@shared/api/directory/profile-records';
import { type Booking, RELEASE_LINK_REQUIRED } from '@shared/api/bookings/booking-records';
import { auditLog, awards, bookings, clients, prItems, socialAccounts } from '@server/db/schema';
import { listOverdue } from '@server/features/bookings/releases/releases.repo';
import { today } from './profile-records.repo';

const ctx = seededApp();
const { freshClient, curator, send } = clientRouteKit(ctx);

/** Each kind's path, a valid create body, an edit and what the edit shows, and a stored record maker. */
const KINDS = [
  {
    kind: 'socials',
    table: socialAccounts,
    create: { platform: 'instagram', handle: '@ada', url: 'https://www.instagram.com/ada', followers: 1200 },
    created: { platform: 'instagram', handle: '@ada', url: 'https://www.instagram.com/ada', followers: 1200 },
    edit: { followers: 1500, handle: '@ada.l' },
    insert: insertSocial,
    audit: 'social-account',
  },
  {
    kind: 'bookings',
    table: bookings,
    create: {
      showName: '  The Long Game  ',
      hostName: 'Hana Host',
      hostContact: 'hana@show.example',
      scheduledFor: '2030-05-01T14:00:00+02:00',
      notes: 'Bring the book.',
    },
    created: {
      showName: 'The Long Game',
      hostName: 'Hana Host',
      hostContact: 'hana@show.example',
      status: 'requested',
      scheduledFor: '2030-05-01T12:00:00.000Z',
      recordedOn: null,
      publishedOn: null,
      releaseUrl: null,
      notes: 'Bring the book.',
      feedUrl: null,
      releaseOverdue: false,
      releaseFollowUpSentAt: null,
      fromRequest: false,
      hostTimeZone: null,
    },
    edit: { status: 'confirmed', hostContact: '' },
    insert: insertBooking,
    audit: 'booking',
  },
  {
    kind: 'press',
    table: prItems,
    create: { title: 'Leading through change', outlet: 'The Ledger', url: 'https://news.example.com/a', publishedOn: '2025-02-28' },
    created: { title: 'Leading through change', outlet: 'The Ledger', url: 'https://news.example.com/a', publishedOn: '2025-02-28' },
    edit: { url: null, outlet: 'Industry Today' },
    insert: insertPressItem,
    audit: 'press-item',
  },
  {
    kind: 'awards',
    table: awards,
    create: { title: 'Executive of the Year', issuer: 'Industry Council', year: 2024 },
    created: { title: 'Executive of the Year', issuer: 'Industry Council', year: 2024, url: null },
    edit: { year: 2023, url: 'https://awards.example.com/2023' },
    insert: insertAward,
    audit: 'award',
  },
] as const;

/** What a refused or failed write must leave as it was: the client's records of every kind and the audit trail. */
async function stateOf(clientId: number) {
  const { db } = ctx.t;
  const rows = await Promise.all(KINDS.map(({ table }) => db.select().from(table).where(eq(table.clientId, clientId)).orderBy(table.id)));
  const [audit] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return { rows, audit: audit.n };
}

const list = async (kind: string, clientId: number, cookie?: string) => {
  const res = await send('GET', `/api/clients/${clientId}/${kind}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('a guest managing their own records', () => {
  for (const k of KINDS) {
    it(`${k.kind}: adds, lists, edits and deletes, each audited`, async () => {
      const { client, guest } = await freshClient();
      expect(await list(k.kind, client.id, guest)).toEqual([]);

      const created = await send('POST', `/api/clients/${client.id}/${k.kind}`, guest, k.create);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json();
      expect(item).toMatchObject({ id: expect.any(Number), ...k.created });
      expect(await list(k.kind, client.id, guest)).toEqual([item]);

      const edited = await send('PATCH', `/api/${k.kind}/${item.id}`, guest, k.edit);
      expect(edited.statusCode, edited.body).toBe(200);
      const expectedEdit = Object.fromEntries(Object.entries(k.edit).map(([key, value]) => [key, value === '' ? null : value]));
      expect(edited.json()).toMatchObject({ ...k.created, ...expectedEdit, id: item.id });
      expect(await list(k.kind, client.id, guest)).toEqual([edited.json()]);

      const deleted = await send('DELETE', `/api/${k.kind}/${item.id}`, guest);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect(await list(k.kind, client.id, guest)).toEqual([]);
      expectError(await send('DELETE', `/api/${k.kind}/${item.id}`, guest), 404, expect.stringContaining('not found'));

      const entries = await ctx.t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(item.id)));
      const mine = entries.filter((e) => e.targetType === k.audit);
      expect(mine.map((e) => e.action).toSorted()).toEqual([`${k.audit}.create`, `${k.audit}.delete`, `${k.audit}.update`]);
      expect(mine.every((e) => (e.details as { clientId: number }).clientId === client.id)).toBe(true);
    });
  }
});

describe('who may manage and read records (whoever may manage the client)', () => {
  it('the guest and team of the client, admins and owners write; an admin viewing as the guest is recorded as acting as them', async () => {
    const { client, guest, team } = await freshClient();
    const sessions = { guest, team, admin: await curator('admin'), owner: await curator('owner') };
    for (const [who, cookie] of Object.entries(sessions)) {
      for (const k of KINDS) {
        const body = k.kind === 'socials' ? { platform: 'other', url: `https://${who}.example.com` } : k.create;
        const created = await send('POST', `/api/clients/${client.id}/${k.kind}`, cookie, body);
        expect(created.statusCode, `${who} ${k.kind} ${created.body}`).toBe(201);
        expect((await send('PATCH', `/api/${k.kind}/${created.json().id}`, cookie, k.edit)).statusCode, `${who} ${k.kind}`).toBe(200);
        expect((await send('DELETE', `/api/${k.kind}/${created.json().id}`, cookie)).statusCode, `${who} ${k.kind}`).toBe(204);
      }
    }
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const viewingAs = await openSession(ctx.t.db, admin.id, client.id);
    const created = await send('POST', `/api/clients/${client.id}/awards`, viewingAs, { title: 'While viewing as' });
    expect(created.statusCode).toBe(201);
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(created.json().id)), eq(auditLog.action, 'award.create')));
    expect(entry.actorUserId).toBe(admin.id);
    expect(entry.actingAsClientId).toBe(client.id);
  });

  it('refuses visitors (401) and users of another client (403 on the client, 404 on its records), changing nothing', async () => {
    const { client } = await freshClient();
    const stranger = await freshClient();
    const records = await Promise.all(KINDS.map((k) => k.insert(ctx.t.db, client.id)));
    const before = await stateOf(client.id);
    for (const [i, k] of KINDS.entries()) {
      const id = records[i].id;
      expectError(await send('POST', `/api/clients/${client.id}/${k.kind}`, undefined, k.create), 401);
      expectError(await send('PATCH', `/api/${k.kind}/${id}`, undefined, k.edit), 401);
      expectError(await send('DELETE', `/api/${k.kind}/${id}`), 401);
      for (const cookie of [stranger.guest, stranger.team]) {
        expectError(await send('POST', `/api/clients/${client.id}/${k.kind}`, cookie, k.create), 403);
        expectError(await send('PATCH', `/api/${k.kind}/${id}`, cookie, k.edit), 404, expect.stringContaining('not found'));
        expectError(await send('DELETE', `/api/${k.kind}/${id}`, cookie), 404, expect.stringContaining('not found'));
      }
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('socials, press and awards are public; bookings only for those who may manage the client', async () => {
    const { client, team } = await freshClient();
    const stranger = await freshClient();
    await Promise.all(KINDS.map((k) => k.insert(ctx.t.db, client.id)));
    for (const kind of ['socials', 'press', 'awards']) {
      for (const cookie of [undefined, stranger.guest, team]) expect(await list(kind, client.id, cookie)).toHaveLength(1);
    }
    expectError(await send('GET', `/api/clients/${client.id}/bookings`), 401);
    expectError(await send('GET', `/api/clients/${client.id}/bookings`, stranger.guest), 403);
    expectError(await send('GET', `/api/clients/${client.id}/bookings`, stranger.team), 403);
    expect(await list('bookings', client.id, team)).toHaveLength(1);
    expect(await list('bookings', client.id, await curator('owner'))).toHaveLength(1);
  });

  it('answers 404 for an unknown client or record', async () => {
    const admin = await curator('admin');
    for (const k of KINDS) {
      expectError(await send('GET', `/api/clients/2000000000/${k.kind}`, admin), 404, expect.stringContaining('Client not found'));
      expectError(await send('POST', `/api/clients/2000000000/${k.kind}`, admin, k.create), 404, expect.stringContaining('Client not found'));
      expectError(await send('PATCH', `/api/${k.kind}/2000000000`, admin, k.edit), 404, expect.stringContaining('not found'));
      expectError(await send('DELETE', `/api/${k.kind}/2000000000`, admin), 404, expect.stringContaining('not found'));
    }
  });
});

describe('bad input', () => {
  /** Per kind: bodies with one invalid field each, and the message that field gets. */
  const INVALID: Record<string, [Record<string, unknown>, string, 'create only'?][]> = {
    socials: [
      [{ platform: 'myspace', url: 'https://a.example' }, 'Choose a platform from the list'],
      [{ platform: 'x' }, 'The address is missing'],
      [{ platform: 'x', url: 'javascript:alert(1)' }, 'Enter a full web address starting with http:// or https://'],
      [{ platform: 'x', url: 'ftp://files.example' }, 'Enter a full web address starting with http:// or https://'],
      [{ platform: 'x', url: 'https://a.example', followers: -1 }, 'Followers must be a whole number, 0 or more'],
      [{ platform: 'x', url: 'https://a.example', followers: 1.5 }, 'Followers must be a whole number, 0 or more'],
      [{ platform: 'x', url: 'https://a.example', followers: '12' }, 'Followers must be a whole number, 0 or more'],
      [
        { platform: 'x', url: 'https://a.example', handle: 'h'.repeat(RECORD_LIMITS.handleMax + 1) },
        `The handle must be at most ${RECORD_LIMITS.handleMax} characters`,
      ],
      [{ platform: 'x', url: `https://a.example/${'a'.repeat(RECORD_LIMITS.urlMax)}` }, `The address must be at most ${RECORD_LIMITS.urlMax} characters`],
    ],
    bookings: [
      [{ showName: '   ' }, 'Enter the show'],
      [{ showName: 's'.repeat(RECORD_LIMITS.nameMax + 1) }, `The show must be at most ${RECORD_LIMITS.nameMax} characters`],
      [{ showName: 'Show', status: 'maybe' }, 'Choose a stage'],
      [{ showName: 'Show', scheduledFor: 'next Tuesday' }, 'The scheduled date must be a valid date and time'],
      [{ showName: 'Show', scheduledFor: '2030-02-30T10:00:00Z' }, 'The scheduled date must be a valid date and time'],
      [{ showName: 'Show', recordedOn: '2025-02-29' }, 'The recording date must be a valid date (YYYY-MM-DD)'],
      [{ showName: 'Show', publishedOn: '25-01-01' }, 'The publishing date must be a valid date (YYYY-MM-DD)'],
      [{ showName: 'Show', releaseUrl: 'data:text/html,hi' }, 'Enter a full web address starting with http:// or https://'],
      [{ showName: 'Show', notes: 'n'.repeat(RECORD_LIMITS.notesMax + 1) }, `The notes must be at most ${RECORD_LIMITS.notesMax} characters`],
      [{ showName: 'Show', hostContact: 'c'.repeat(RECORD_LIMITS.contactMax + 1) }, `The host contact must be at most ${RECORD_LIMITS.contactMax} characters`],
      [{ showName: 'Show', status: 'published' }, RELEASE_LINK_REQUIRED],
      [{ showName: 'nul \u0000' }, 'Text must not contain null characters'],
      [{ showName: 'Show', show_name: 'typo' }, ''],
    ],
    press: [
      [{ title: '' }, 'Enter a title'],
      [{ title: 'T', url: 'not a url' }, 'Enter a full web address starting with http:// or https://'],
      [{ title: 'T', publishedOn: '2025-13-01' }, 'The publishing date must be a valid date (YYYY-MM-DD)'],
      [{ title: 'T', outlet: 'o'.repeat(RECORD_LIMITS.nameMax + 1) }, `The outlet must be at most ${RECORD_LIMITS.nameMax} characters`],
    ],
    awards: [
      [{ title: 't'.repeat(RECORD_LIMITS.titleMax + 1) }, `The title must be at most ${RECORD_LIMITS.titleMax} characters`],
      [{ title: 'T', year: 1899 }, `Enter a year between 1900 and ${latestAwardYear()}`],
      [{ title: 'T', year: latestAwardYear() + 1 }, `Enter a year between 1900 and ${latestAwardYear()}`],
      [{ title: 'T', year: 2020.5 }, 'Enter a year between'],
      [{ title: 'T', url: 'https://' }, 'Enter a full web address starting with http:// or https://'],
      [{ issuer: 'Missing title' }, 'The title is missing', 'create only'],
    ],
  };

  it('answers 400 with the message of each invalid field, on create and on edit, and writes nothing', async () => {
    const { client, guest } = await freshClient();
    const records = await Promise.all(KINDS.map((k) => k.insert(ctx.t.db, client.id)));
    const before = await stateOf(client.id);
    for (const [i, k] of KINDS.entries()) {
      for (const [body, message, createOnly] of INVALID[k.kind]) {
        expectError(await send('POST', `/api/clients/${client.id}/${k.kind}`, guest, body), 400, expect.stringContaining(message));
        // an edit takes any of the fields: the same field is refused with the same message
        const { platform: _p, url: _u, showName: _s, title: _t, ...field } = body as Record<string, unknown>;
        if (message && !createOnly && Object.keys(field).length > 0)
          expectError(await send('PATCH', `/api/${k.kind}/${records[i].id}`, guest, field), 400, expect.stringContaining(message));
      }
      expectError(await send('PATCH', `/api/${k.kind}/${records[i].id}`, guest, {}), 400, expect.stringContaining('Change at least one field'));
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expectError(await send('PATCH', `/api/${k.kind}/${id}`, guest, k.edit), 400);
        expectError(await send('DELETE', `/api/${k.kind}/${id}`, guest), 400);
      }
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('a second account on a platform is 409 with a clear message, on create and on edit, and writes nothing', async () => {
    const { client, guest } = await freshClient();
    await insertSocial(ctx.t.db, client.id, { platform: 'linkedin' });
    const x = await insertSocial(ctx.t.db, client.id, { platform: 'x', url: 'https://x.com/ada' });
    const before = await stateOf(client.id);
    expectError(
      await send('POST', `/api/clients/${client.id}/socials`, guest, { platform: 'linkedin', url: 'https://www.linkedin.com/in/other' }),
      409,
      'This profile already has a LinkedIn account: edit that one instead',
    );
    expectError(await send('PATCH', `/api/socials/${x.id}`, guest, { platform: 'linkedin' }), 409, expect.stringContaining('already has a LinkedIn account'));
    expect(await stateOf(client.id)).toEqual(before);
    // its own platform, and the same platform on another profile, are fine
    expect((await send('PATCH', `/api/socials/${x.id}`, guest, { platform: 'x', handle: 'ada' })).statusCode).toBe(200);
    const other = await freshClient();
    expect(
      (await send('POST', `/api/clients/${other.client.id}/socials`, other.guest, { platform: 'linkedin', url: 'https://www.linkedin.com/in/b' })).statusCode,
    ).toBe(201);
  });

  it('two simultaneous adds on one platform: one is stored, the other is 409', async () => {
    const { client, guest, team } = await freshClient();
    const body = { platform: 'youtube', url: 'https://www.youtube.com/@ada' };
    const answers = await Promise.all([guest, team].map((cookie) => send('POST', `/api/clients/${client.id}/socials`, cookie, body)));
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([201, 409]);
    expect(await ctx.t.db.select().from(socialAccounts).where(eq(socialAccounts.clientId, client.id))).toHaveLength(1);
  });

  it(`refuses a record past ${RECORD_LIMITS.perClient} per profile with 409`, async () => {
    const { client, guest } = await freshClient();
    await ctx.t.db.insert(awards).values(Array.from({ length: RECORD_LIMITS.perClient }, (_, i) => ({ clientId: client.id, title: `A${i}` })));
    const before = await stateOf(client.id);
    expectError(
      await send('POST', `/api/clients/${client.id}/awards`, guest, { title: 'One too many' }),
      409,
      expect.stringContaining(`at most ${RECORD_LIMITS.perClient} awards`),
    );
    expect(await stateOf(client.id)).toEqual(before);
  });
});

describe('the booking pipeline', () => {
  const move = (id: number, cookie: string, body: unknown) => send('PATCH', `/api/bookings/${id}`, cookie, body);

  it('moves through the stages: recorded fills the recording date with today, published needs the release link and fills its date', async () => {
    const { client, guest } = await freshClient();
    const day = await today(ctx.t.db);
    const created: Booking = (await send('POST', `/api/clients/${client.id}/bookings`, guest, { showName: 'Pipeline Show' })).json();
    expect(created.status).toBe('requested');
    expect((await move(created.id, guest, { status: 'confirmed' })).json()).toMatchObject({ status: 'confirmed', recordedOn: null });

    const recorded: Booking = (await move(created.id, guest, { status: 'recorded' })).json();
    expect(recorded).toMatchObject({ status: 'recorded', recordedOn: day, releaseOverdue: false });
    expect(Date.parse(recorded.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const before = await stateOf(client.id);
    expectError(await move(created.id, guest, { status: 'published' }), 400, expect.stringContaining(RELEASE_LINK_REQUIRED));
    expectError(await move(created.id, guest, { status: 'published', releaseUrl: '' }), 400, expect.stringContaining(RELEASE_LINK_REQUIRED));
    expect(await stateOf(client.id)).toEqual(before);

    const published: Booking = (await move(created.id, guest, { status: 'published', releaseUrl: 'https://show.example.fm/ep/1' })).json();
    expect(published).toMatchObject({ status: 'published', recordedOn: day, publishedOn: day, releaseUrl: 'https://show.example.fm/ep/1' });
    // the link may not be taken away from a published booking
    expectError(await move(created.id, guest, { releaseUrl: null }), 400, expect.stringContaining(RELEASE_LINK_REQUIRED));
    expect((await move(created.id, guest, { status: 'cancelled' })).json().status).toBe('cancelled');
  });

  it('adds a published booking to the guest’s podcast appearances once, with its release link and day', async () => {
    const { client, guest } = await freshClient();
    const listed = async () =>
      (await ctx.t.app.inject({ url: `/api/clients/${client.id}/episodes` })).json().items as {
        title: string;
        url: string;
        publishedAt: string;
        podcastName: string;
      }[];
    const first = await insertBooking(ctx.t.db, client.id, { showName: 'Appearance Show', status: 'recorded', recordedOn: '2025-05-01' });
    expect((await move(first.id, guest, { status: 'published', releaseUrl: 'https://appearance.example.fm/ep/7', publishedOn: '2025-05-20' })).statusCode).toBe(
      200,
    );
    const [appearance] = await listed();
    expect(appearance).toMatchObject({ title: `${client.name} on Appearance Show`, url: 'https://appearance.example.fm/ep/7', podcastName: 'Appearance Show' });
    expect(appearance!.publishedAt.slice(0, 10)).toBe('2025-05-20');
    // another booking published with the same episode's link adds nothing
    const second = await insertBooking(ctx.t.db, client.id, { showName: 'Appearance Show', status: 'recorded', recordedOn: '2025-05-02' });
    expect((await move(second.id, guest, { status: 'published', releaseUrl: 'https://appearance.example.fm/ep/7' })).statusCode).toBe(200);
    expect(await listed()).toHaveLength(1);
  });

  it('marks a scheduled booking recorded on the day it was scheduled, in the guest’s own time zone, unless the agency gives the day', async () => {
    const { client, guest } = await freshClient();
    await ctx.t.db.update(clients).set({ timeZone: 'America/New_York' }).where(eq(clients.id, client.id));
    // 02:00 in London on June 3 is 22:00 on June 2 in New York
    const late = await insertBooking(ctx.t.db, client.id, { status: 'confirmed', scheduledFor: new Date('2025-06-03T02:00:00Z') });
    expect((await move(late.id, guest, { status: 'recorded' })).json()).toMatchObject({ status: 'recorded', recordedOn: '2025-06-02' });
    const given = await insertBooking(ctx.t.db, client.id, { status: 'confirmed', scheduledFor: new Date('2025-06-03T02:00:00Z') });
    expect((await move(given.id, guest, { status: 'recorded', recordedOn: '2025-06-05' })).json()).toMatchObject({ recordedOn: '2025-06-05' });
  });

  it('refuses to mark recorded or published a booking whose recording time has not come (400), by a move or by moving the time', async () => {
    const { client, guest } = await freshClient();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const b = await insertBooking(ctx.t.db, client.id, { status: 'confirmed', scheduledFor: new Date(future), releaseUrl: 'https://show.example.fm/ep/9' });
    expectError(await move(b.id, guest, { status: 'recorded' }), 400, expect.stringContaining(NOT_HAPPENED_YET));
    expectError(await move(b.id, guest, { status: 'published' }), 400, expect.stringContaining(NOT_HAPPENED_YET));
    expectError(
      await send('POST', `/api/clients/${client.id}/bookings`, guest, { showName: 'Not Yet', status: 'recorded', scheduledFor: future }),
      400,
      expect.stringContaining(NOT_HAPPENED_YET),
    );
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await move(b.id, guest, { scheduledFor: past, status: 'recorded' })).json()).toMatchObject({ status: 'recorded' });
    expectError(await move(b.id, guest, { scheduledFor: future }), 400, expect.stringContaining(NOT_HAPPENED_YET));
    // a booking with no time at all may be marked as it happened (the agency's records of the past)
    expect((await send('POST', `/api/clients/${client.id}/bookings`, guest, { showName: 'Long Ago', status: 'recorded' })).statusCode).toBe(201);
  });

  it('keeps a recording date already given, and a release link given earlier counts for publishing', async () => {
    const { client, guest } = await freshClient();
    const b = await insertBooking(ctx.t.db, client.id, { recordedOn: '2025-01-10', releaseUrl: 'https://show.example.fm/ep/2' });
    expect((await move(b.id, guest, { status: 'recorded' })).json()).toMatchObject({ recordedOn: '2025-01-10' });
    expect((await move(b.id, guest, { status: 'published', publishedOn: '2025-02-01' })).json()).toMatchObject({
      status: 'published',
      publishedOn: '2025-02-01',
    });
  });
});

describe('a booking from a host’s request, edited by hand', () => {
  const patch = (id: number, cookie: string, body: unknown) => send('PATCH', `/api/bookings/${id}`, cookie, body);
  /** A booking of a fresh client made from a host's request, at this stage, with the guest's session. */
  async function deskBooking(fields: Partial<typeof bookings.$inferInsert>) {
    const { client, guest, team } = await freshClient();
    const { booking } = await bookingFromRequest(ctx.t.db, client.id, fields);
    return { client, guest, team, booking };
  }

  it('answers it as from a request, and keeps the desk’s stages: no hand move while held or once closed, only its notes (409, nothing written)', async () => {
    const held = await deskBooking({
      status: 'held',
      scheduledFor: new Date(Date.now() + 86_400_000),
      holdExpiresAt: new Date(Date.now() + 3_600_000),
      holdAwaiting: 'host',
    });
    const listed = (await list('bookings', held.client.id, held.guest)).find((item) => item.id === held.booking.id);
    expect(listed).toMatchObject({ fromRequest: true, status: 'held', hostTimeZone: 'Europe/Paris' });
    const before = await stateOf(held.client.id);
    for (const cookie of [held.guest, held.team, await curator('admin')]) {
      expectError(await patch(held.booking.id, cookie, { status: 'confirmed' }), 409, DESK_MOVE_REFUSED);
      expectError(await patch(held.booking.id, cookie, { scheduledFor: new Date(Date.now() + 2 * 86_400_000).toISOString() }), 409, DESK_EDIT_REFUSED);
    }
    expect(await stateOf(held.client.id)).toEqual(before);
    expect((await patch(held.booking.id, held.guest, { notes: 'Call the producer first.' })).json()).toMatchObject({
      notes: 'Call the producer first.',
      status: 'held',
    });

    const withdrawn = await deskBooking({ status: 'cancelled' });
    for (const status of ['confirmed', 'requested', 'published'])
      expectError(await patch(withdrawn.booking.id, withdrawn.guest, { status, releaseUrl: 'https://x.example/e' }), 409, DESK_MOVE_REFUSED);
  });

  it('once confirmed: recorded, published or cancelled by hand, the time may move; the show and host stay the request’s (the same values sent back are no change)', async () => {
    const past = new Date(Date.now() - 86_400_000);
    const c = await deskBooking({ status: 'confirmed', scheduledFor: past });
    expectError(await patch(c.booking.id, c.guest, { showName: 'The Huge Famous Show' }), 409, DESK_PARTIES_FIXED);
    expectError(await patch(c.booking.id, c.guest, { hostContact: 'sock@example.test' }), 409, DESK_PARTIES_FIXED);
    const same = await patch(c.booking.id, c.guest, {
      showName: c.booking.showName,
      hostName: c.booking.hostName,
      hostContact: c.booking.hostContact,
      scheduledFor: past.toISOString(),
      notes: 'Went well',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await patch(c.booking.id, c.guest, { status: 'recorded' })).json()).toMatchObject({ status: 'recorded' });
    expectError(await patch(c.booking.id, c.guest, { status: 'confirmed' }), 409, DESK_MOVE_REFUSED);
    expect((await patch(c.booking.id, c.guest, { status: 'published', releaseUrl: 'https://show.example.fm/ep/3' })).json()).toMatchObject({
      status: 'published',
    });
  });

  it('can’t be deleted (409: cancel it instead), by the guest’s side or an admin; a hand-made one can', async () => {
    const c = await deskBooking({ status: 'confirmed', scheduledFor: new Date(Date.now() + 86_400_000) });
    for (const cookie of [c.guest, await curator('owner')])
      expectError(await send('DELETE', `/api/bookings/${c.booking.id}`, cookie), 409, DESK_DELETE_REFUSED);
    expect(await ctx.t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, c.booking.id))).toHaveLength(1);
    const handMade = await insertBooking(ctx.t.db, c.client.id);
    expect((await send('DELETE', `/api/bookings/${handMade.id}`, c.guest)).statusCode).toBe(204);
  });
});

describe("'Release overdue' (after RELEASE_FOLLOW_UP_DAYS, 45 by default)", () => {
  /** A booking recorded `days` days ago (by the database's date). */
  const recordedDaysAgo = async (clientId: number, days: number, fields: Partial<typeof bookings.$inferInsert> = {}) => {
    const [row] = await ctx.t.db.select({ day: sql<string>`(current_date - ${sql.raw(String(days))})::text` }).from(sql`(select 1) as one`);
    return insertBooking(ctx.t.db, clientId, { status: 'recorded', recordedOn: row.day, ...fields });
  };
  const flagOf = async (clientId: number, cookie: string) =>
    Object.fromEntries(((await list('bookings', clientId, cookie)) as Booking[]).map((b) => [b.showName, b.releaseOverdue]));

  it('flags a booking recorded more than 45 days ago without a release link: 46 days yes, 45 days no; never a cancelled, published or linked one', async () => {
    const { client, guest } = await freshClient();
    await recordedDaysAgo(client.id, 45, { showName: 'Forty-five' });
    await recordedDaysAgo(client.id, 46, { showName: 'Forty-six' });
    await recordedDaysAgo(client.id, 90, { showName: 'Cancelled', status: 'cancelled' });
    await recordedDaysAgo(client.id, 90, { showName: 'Published', status: 'published' });
    await recordedDaysAgo(client.id, 90, { showName: 'Linked', releaseUrl: 'https://show.example.fm/ep/9' });
    await insertBooking(ctx.t.db, client.id, { showName: 'Not recorded' });
    expect(await flagOf(client.id, guest)).toEqual({
      'Forty-five': false,
      'Forty-six': true,
      Cancelled: false,
      Published: false,
      Linked: false,
      'Not recorded': false,
    });

    // adding the release link clears the flag
    const flagged = ((await list('bookings', client.id, guest)) as Booking[]).find((b) => b.showName === 'Forty-six')!;
    const cleared = await send('PATCH', `/api/bookings/${flagged.id}`, guest, { releaseUrl: 'https://show.example.fm/ep/31' });
    expect(cleared.json().releaseOverdue).toBe(false);
  });

  it('the follow-up list: every client for admins and owners, the own client for team members and guests, visitors 401', async () => {
    const a = await freshClient();
    const b = await freshClient();
    const aOld = await recordedDaysAgo(a.client.id, 50, { showName: 'A old' });
    const bOld = await recordedDaysAgo(b.client.id, 60, { showName: 'B old' });
    await recordedDaysAgo(b.client.id, 10, { showName: 'B recent' });
    const idsOf = (res: { json(): OverdueReleaseList }) => res.json().bookings.map((x) => x.id);

    for (const cookie of [await curator('admin'), await curator('owner')]) {
      const res = await send('GET', '/api/bookings/releases-overdue', cookie);
      expect(res.statusCode).toBe(200);
      const body: OverdueReleaseList = res.json();
      expect(idsOf(res)).toEqual(expect.arrayContaining([aOld.id, bOld.id]));
      expect(body.count).toBeGreaterThanOrEqual(2);
      // the oldest recording first, each with its client for the link to its bookings page
      expect(idsOf(res).indexOf(bOld.id)).toBeLessThan(idsOf(res).indexOf(aOld.id));
      expect(body.bookings.find((x) => x.id === aOld.id)).toMatchObject({
        showName: 'A old',
        releaseOverdue: true,
        client: { id: a.client.id, slug: a.client.slug, name: a.client.name },
      });
    }
    for (const cookie of [a.team, a.guest]) {
      const res = await send('GET', '/api/bookings/releases-overdue', cookie);
      expect(res.json()).toEqual({ count: 1, days: 45, bookings: [expect.objectContaining({ id: aOld.id })] });
    }
    expect((await send('GET', '/api/bookings/releases-overdue', b.team)).json().bookings.map((x: Booking) => x.showName)).toEqual(['B old']);
    expectError(await send('GET', '/api/bookings/releases-overdue'), 401);
  });

  it('is read through the partial index bookings_release_missing_idx', async () => {
    const plan = await ctx.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(sql`explain ${listOverdue(tx, 45, null, 100)}`)) as unknown as { rows: unknown[] };
      return JSON.stringify(res.rows);
    });
    expect(plan).toContain('bookings_release_missing_idx');
  });
});

describe('nothing half-written', () => {
  it('a refused pipeline move inside a write leaves the booking and the audit log as they were', async () => {
    const { client, guest } = await freshClient();
    const b = await insertBooking(ctx.t.db, client.id, { status: 'recorded', recordedOn: '2025-01-01' });
    const before = await stateOf(client.id);
    expectError(
      await send('PATCH', `/api/bookings/${b.id}`, guest, { status: 'published', notes: 'Should not stick' }),
      400,
      expect.stringContaining(RELEASE_LINK_REQUIRED),
    );
    expect(await stateOf(client.id)).toEqual(before);
    const rows = await ctx.t.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [b.id]));
    expect(rows[0].notes).toBe('');
  });
});
