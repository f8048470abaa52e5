import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createEpisode, createPodcast, createTalkingPoint, createUser } from '@tests/factories';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import { bookingRequestBodyFor } from '@tests/helpers/fixtures/bookings/requests';
import { pitchBodyFor, storedPitch } from '@tests/helpers/fixtures/bookings/pitches';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { type AdminPitch, PITCH_LIMITS, PITCH_LINK_INVALID, type PitchEvent, type PitchPage } from '@shared/api/bookings/pitches';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import { appearanceMatches, auditLog, bookingRequests, pitchEvents, pitches, pitchGuests } from '@server/db/schema';
import { RENDERING_HEAD_HEADER } from '@server/lib/person-visit';
import { hashToken } from '@server/lib/tokens';
import { NOT_YOUR_GUEST, PITCH_EXPIRY_OUT_OF_RANGE, PITCH_GUEST_NOT_LISTED } from './pitches.service';

const ctx = seededApp();
const DAY_MS = 24 * 60 * 60 * 1000;

type Persona = 'admin' | 'team';
const as = async (persona: Persona) => ({ cookie: (await ctx.w.cookieFor(persona))! });
const inject = (method: 'GET' | 'HEAD' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.t.app.inject({ method, url, headers, payload, remoteAddress: ctx.w.nextIp() });

const create = async (body: object, persona: Persona = 'admin') => inject('POST', '/api/admin/pitches', await as(persona), body);
const list = async (persona: Persona = 'admin', query = '') => inject('GET', `/api/admin/pitches?pageSize=100${query}`, await as(persona));
const timeline = async (id: number, persona: Persona = 'admin') => inject('GET', `/api/admin/pitches/${id}/events`, await as(persona));
const revoke = async (id: number, persona: Persona = 'admin') => inject('POST', `/api/admin/pitches/${id}/revoke`, await as(persona));
const newLink = async (id: number, persona: Persona = 'admin') => inject('POST', `/api/admin/pitches/${id}/new-link`, await as(persona));
const page = (token: string, method: 'GET' | 'HEAD' = 'GET') => inject(method, `/api/pitches/${encodeURIComponent(token)}`);
const follow = (token: string, clientId: number, kind: string, method: 'GET' | 'HEAD' = 'GET') =>
  inject(method, `/api/pitches/${encodeURIComponent(token)}/guests/${clientId}/${kind}`);

/** The token of a link a create answered. */
const tokenOf = (link: string) => /\/pitch\/([A-Za-z0-9_-]{43})$/.exec(link)![1];
/** A pitch's events, oldest first, as stored. */
const eventsOf = (pitchId: number) => ctx.t.db.select().from(pitchEvents).where(eq(pitchEvents.pitchId, pitchId)).orderBy(pitchEvents.id);
/** The pitches stored for a show. */
const pitchesOf = (showName: string) => ctx.t.db.select().from(pitches).where(eq(pitches.showName, showName));

describe('the agency makes a pitch page', () => {
  it('answers the link once (201), stores only its hash, the guests in order with their lines and questions, expires by default, and audits it', async () => {
    const second = await createClient(ctx.t.db);
    const body = pitchBodyFor([second.id, ctx.w.own.id]);
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ id: number; link: string; expiresAt: string }>();
    expect(answer.link).toMatch(/^http:\/\/localhost(:\d+)?\/pitch\/[A-Za-z0-9_-]{43}$/);
    const [row] = await pitchesOf(body.showName);
    expect(row).toMatchObject({ id: answer.id, tokenHash: hashToken(tokenOf(answer.link)), showUrl: body.showUrl, revokedAt: null });
    expect(row.tokenHash).not.toContain(tokenOf(answer.link));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan((PITCH_LIMITS.defaultDays - 1) * DAY_MS);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(PITCH_LIMITS.defaultDays * DAY_MS);
    const guests = await ctx.t.db.select().from(pitchGuests).where(eq(pitchGuests.pitchId, row.id)).orderBy(pitchGuests.position);
    expect(guests.map((guest) => guest.clientId)).toEqual([second.id, ctx.w.own.id]);
    expect(guests[0]).toMatchObject({ line: body.guests[0].line, questions: body.guests[0].questions });
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pitch.create'), eq(auditLog.targetId, String(row.id))));
    expect(audits).toHaveLength(1);
    // the list never carries the link
    expect((await list()).body).not.toContain(tokenOf(answer.link));
  });

  it('takes a last day up to the limit, and refuses one past or too far (400)', async () => {
    const inTenDays = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    const res = await create(pitchBodyFor([ctx.w.own.id], { expiresOn: inTenDays }));
    expect(res.statusCode).toBe(201);
    expect(res.json().expiresAt).toBe(`${inTenDays}T23:59:59.999Z`);
    for (const days of [-1, PITCH_LIMITS.maxDays + 2]) {
      const day = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
      const body = pitchBodyFor([ctx.w.own.id], { expiresOn: day });
      const refused = await create(body);
      expect(refused.statusCode, String(days)).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { expiresOn: PITCH_EXPIRY_OUT_OF_RANGE } });
      expect(await pitchesOf(body.showName)).toEqual([]);
    }
  });

  it('refuses hostile input with plain messages and stores nothing: 6 guests, a guest twice, an archived or unknown guest, lines too long or missing', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => createClient(ctx.t.db)));
    const archived = await createClient(ctx.t.db, { archivedAt: new Date(), name: 'Archived Guest' });
    const long = 'x'.repeat(PITCH_LIMITS.lineMax + 1);
    const cases: [object, string, string][] = [
      [pitchBodyFor(six.map((client) => client.id)), 'guests', 'Pick at most 5 guests'],
      [pitchBodyFor([]), 'guests', 'Pick at least one guest'],
      [pitchBodyFor([ctx.w.own.id, ctx.w.own.id]), 'guests', 'Each guest may be picked once'],
      [pitchBodyFor([archived.id]), 'guests.0.clientId', `Archived Guest ${PITCH_GUEST_NOT_LISTED}`],
      [pitchBodyFor([ctx.w.own.id, 2_000_000_000]), 'guests.1.clientId', `This guest ${PITCH_GUEST_NOT_LISTED}`],
      [
        pitchBodyFor([ctx.w.own.id], { guests: [{ clientId: ctx.w.own.id, line: long }] }),
        'guests.0.line',
        `Keep the line under ${PITCH_LIMITS.lineMax} characters`,
      ],
      [pitchBodyFor([ctx.w.own.id], { guests: [{ clientId: ctx.w.own.id, line: '   ' }] }), 'guests.0.line', 'Write why this guest fits this audience'],
      [
        pitchBodyFor([ctx.w.own.id], { guests: [{ clientId: ctx.w.own.id, line: 'Fits.', questions: Array.from({ length: 11 }, (_, i) => `Q${i}?`) }] }),
        'guests.0.questions',
        `Pick at most ${PITCH_LIMITS.questionsMax} questions`,
      ],
      [pitchBodyFor([ctx.w.own.id], { showName: 's'.repeat(PITCH_LIMITS.showNameMax + 1) }), 'showName', ''],
      [pitchBodyFor([ctx.w.own.id], { showUrl: 'javascript:alert(1)' }), 'showUrl', 'Enter a full web address starting with http:// or https://'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, field).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      if (message) expect(fields[field], field).toBe(message);
      else expect(Object.keys(fields)).toContain(field);
      expect(await pitchesOf((body as { showName: string }).showName)).toEqual([]);
    }
  });

  it('lets a team member pitch only the guests they are assigned to (403 otherwise), and list and read only such pitches', async () => {
    const refused = await create(pitchBodyFor([ctx.w.own.id, ctx.w.other.id]), 'team');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOUR_GUEST);
    const mine = await create(pitchBodyFor([ctx.w.own.id]), 'team');
    expect(mine.statusCode).toBe(201);
    const theirs = await storedPitch(ctx.w, { clientIds: [ctx.w.other.id] });
    const mixed = await storedPitch(ctx.w, { clientIds: [ctx.w.own.id, ctx.w.other.id] });
    const ids = (await list('team')).json<{ items: AdminPitch[] }>().items.map((pitch) => pitch.id);
    expect(ids).toContain(mine.json().id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(mixed.id);
    expect((await list('admin')).json<{ items: AdminPitch[] }>().items.map((pitch) => pitch.id)).toEqual(expect.arrayContaining([theirs.id, mixed.id]));
    expect((await timeline(theirs.id, 'team')).statusCode).toBe(403);
    expect((await revoke(mixed.id, 'team')).statusCode).toBe(403);
    expect((await timeline(mine.json().id, 'team')).statusCode).toBe(200);
    // a team member with no assignment sees none
    const loner = await createUser(ctx.t.db, { role: 'team' });
    const res = await inject('GET', '/api/admin/pitches', { cookie: await openSession(ctx.t.db, loner.id) });
    expect(res.json().items).toEqual([]);
  });

  it('lets every member of the agency list and make pitch pages, and nobody else: a visitor 401, a guest and an admin viewing as a guest 403', async () => {
    for (const persona of ['admin', 'owner', 'team'] as const) {
      const cookie = { cookie: (await ctx.w.cookieFor(persona))! };
      expect((await inject('GET', '/api/admin/pitches', cookie)).statusCode, persona).toBe(200);
      expect((await inject('POST', '/api/admin/pitches', cookie, pitchBodyFor([ctx.w.own.id]))).statusCode, persona).toBe(201);
    }
    for (const [persona, status] of [
      ['anonymous', 401],
      ['guest', 403],
      ['impersonating', 403],
    ] as const) {
      const cookie = await ctx.w.cookieFor(persona);
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const body = pitchBodyFor([ctx.w.own.id]);
      expect((await inject('GET', '/api/admin/pitches', headers)).statusCode, persona).toBe(status);
      expect((await inject('POST', '/api/admin/pitches', headers, body)).statusCode, persona).toBe(status);
      expect(await pitchesOf(body.showName)).toEqual([]);
    }
  });

  it('offers the builder’s guest picker to the agency: a team member only their guests, an admin every client; nobody else (401, 403)', async () => {
    const options = async (persona: 'anonymous' | 'guest' | 'team' | 'admin' | 'owner' | 'impersonating', query = '') => {
      const cookie = await ctx.w.cookieFor(persona);
      return inject('GET', `/api/admin/pitches/guest-options${query}`, cookie ? { cookie } : {});
    };
    const team = await options('team', '?q=client');
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json()).toEqual([{ id: ctx.w.own.id, name: 'Own Client', slug: 'own-client', archived: false }]);
    // the one chosen, by id: a client not theirs is no option
    expect((await options('team', `?id=${ctx.w.own.id}`)).json()).toHaveLength(1);
    expect((await options('team', `?id=${ctx.w.other.id}`)).json()).toEqual([]);
    for (const persona of ['admin', 'owner'] as const) {
      const names = (await options(persona, '?q=client')).json<{ name: string }[]>().map((option) => option.name);
      expect(names, persona).toEqual(expect.arrayContaining(['Own Client', 'Other Client']));
    }
    expect((await options('anonymous')).statusCode).toBe(401);
    expect((await options('guest')).statusCode).toBe(403);
    expect((await options('impersonating')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown pitch', async () => {
    expect((await timeline(2_000_000_000)).statusCode).toBe(404);
    expect((await revoke(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('a visitor reads a pitch page', () => {
  it('shows each guest (one-sheet text, full portrait, talking points, the questions and the line) and records one open per read, with no cookie', async () => {
    const guest = await createClient(ctx.t.db, {
      name: 'Paula Pitch',
      narrativeBio: '## About\n\nPaula **built** [three companies](https://example.test).',
      localimage: '/uploads/paula.jpg',
    });
    await createTalkingPoint(ctx.t.db, guest.id, { talkingPointTitle: 'Scaling teams', talkingPointFull: 'From 3 to 300.' });
    const { id, token } = await storedPitch(ctx.w, { clientIds: [guest.id, ctx.w.own.id] });
    const res = await page(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json<PitchPage>();
    expect(view.guests.map((g) => g.name)).toEqual(['Paula Pitch', 'Own Client']);
    expect(view.guests[0]).toMatchObject({
      slug: guest.slug,
      oneSheet: 'About\n\nPaula built three companies.',
      portrait: '/uploads/paula.jpg',
      talkingPoints: [{ title: 'Scaling teams', text: 'From 3 to 300.' }],
      questions: ['Why now?'],
      line: 'A fit for your audience.',
    });
    expect((await eventsOf(id)).map((event) => [event.kind, event.clientId])).toEqual([['open', null]]);
    await page(token);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('lists each guest’s best-proven appearances, the confirmed first, each with its grade and what it rests on, and how many there are in all', async () => {
    const { db } = ctx.t;
    const guest = await createClient(db, { name: 'Rhea Record' });
    const show = await createPodcast(db, { name: 'Proof Radio' });
    for (let i = 1; i <= 5; i++)
      await createEpisode(db, { clientId: guest.id, podcastId: show.id, title: `Typed talk ${i}`, publishedAt: new Date(`2026-0${i}-01T00:00:00Z`) });
    const { episodeIds } = await storeFakeFeed(db, {
      title: 'Proof Radio',
      link: 'https://proof.example',
      items: [{ title: 'Rhea on proof', link: 'https://proof.example/1', publishedAt: '2024-01-01T00:00:00Z' }],
    });
    const confirmed = await createEpisode(db, {
      clientId: guest.id,
      podcastId: show.id,
      title: 'Rhea on proof',
      feedEpisodeId: episodeIds[0],
      publishedAt: new Date('2024-01-01T00:00:00Z'),
    });
    await db.insert(appearanceMatches).values({
      feedEpisodeId: episodeIds[0]!,
      clientId: guest.id,
      status: 'verified',
      signal: 'person-link',
      evidence: [{ signal: 'person-link', detail: 'podcast:person Rhea Record' }],
      episodeId: confirmed.id,
      basis: 'person-tag',
    });
    const { token } = await storedPitch(ctx.w, { clientIds: [guest.id] });
    const [shown] = (await page(token)).json<PitchPage>().guests;
    expect(shown!.appearanceCount).toBe(6);
    expect(shown!.appearances.map((a) => [a.title, a.grade, a.verified?.evidence ?? null])).toEqual([
      ['Rhea on proof', 'confirmed', 'Named as guest in the show’s own feed'],
      ['Typed talk 5', 'self-reported', null],
      ['Typed talk 4', 'self-reported', null],
      ['Typed talk 3', 'self-reported', null],
    ]);
  });

  it('records nothing for a HEAD (a link checker, a preview): HEAD then GET of the page and of each tracked link is one event each', async () => {
    const guest = await createClient(ctx.t.db, { localimage: '/uploads/head-guest.jpg' });
    const { id, token } = await storedPitch(ctx.w, { clientIds: [guest.id] });
    const head = await page(token, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    expect(await eventsOf(id)).toEqual([]);
    expect((await page(token)).statusCode).toBe(200);
    for (const kind of ['profile', 'pdf', 'photo']) {
      const checked = await follow(token, guest.id, kind, 'HEAD');
      expect(checked.statusCode, kind).toBe(302);
      expect(checked.headers['cache-control']).toBe('no-store');
      expect((await follow(token, guest.id, kind)).statusCode, kind).toBe(302);
    }
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(['open', 'profile', 'pdf', 'photo']);
  });

  it('records nothing for a link scanner, a chat preview, a crawler, a script, or server rendering for a HEAD; a browser still counts', async () => {
    const guest = await createClient(ctx.t.db, { localimage: '/uploads/scanned-guest.jpg' });
    const { id, token } = await storedPitch(ctx.w, { clientIds: [guest.id] });
    const url = `/api/pitches/${encodeURIComponent(token)}`;
    const automated: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))' },
      { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': '' },
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', [RENDERING_HEAD_HEADER]: '1' },
    ];
    for (const headers of automated) {
      expect((await inject('GET', url, headers)).statusCode, JSON.stringify(headers)).toBe(200);
      expect((await inject('GET', `${url}/guests/${guest.id}/pdf`, headers)).statusCode).toBe(302);
    }
    expect(await eventsOf(id)).toEqual([]);
    const browser = {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    };
    await inject('GET', url, browser);
    await inject('GET', `${url}/guests/${guest.id}/pdf`, browser);
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(['open', 'pdf']);
  });

  it('answers 404 with a plain message for an expired, revoked or unknown link (400 for a malformed one), and records nothing', async () => {
    const expired = await storedPitch(ctx.w, { expired: true });
    const revoked = await storedPitch(ctx.w, { revoked: true });
    for (const token of [expired.token, revoked.token, 'A'.repeat(43), 'x'.repeat(90)]) {
      const res = await page(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(PITCH_LINK_INVALID);
      expect(res.headers['cache-control']).toBe('no-store');
      const dead = await follow(token, ctx.w.own.id, 'pdf');
      expect(dead.statusCode).toBe(404);
      expect(dead.headers['cache-control']).toBe('no-store');
    }
    // too short to be a token: refused before any lookup, in the same words
    const short = await page('short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(PITCH_LINK_INVALID);
    expect(await eventsOf(expired.id)).toEqual([]);
    expect(await eventsOf(revoked.id)).toEqual([]);
  });

  it('opens only its own pitch: a token shows its pitch, and its links refuse a guest of another pitch', async () => {
    const mine = await storedPitch(ctx.w, { clientIds: [ctx.w.own.id] });
    const other = await storedPitch(ctx.w, { clientIds: [ctx.w.other.id] });
    expect((await page(mine.token)).json<PitchPage>().guests.map((g) => g.id)).toEqual([ctx.w.own.id]);
    const res = await follow(mine.token, ctx.w.other.id, 'profile');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PITCH_LINK_INVALID);
    expect(await eventsOf(mine.id)).toHaveLength(1);
    expect(await eventsOf(other.id)).toEqual([]);
    expect((await follow(mine.token, ctx.w.own.id, 'nonsense')).statusCode).toBe(400);
  });

  it('follows tracked links: each records its event once and redirects (302) to the profile, the one-sheet PDF and the portrait', async () => {
    const guest = await createClient(ctx.t.db, { name: 'Link Guest', localimage: '/uploads/link-guest.jpg' });
    const { id, token } = await storedPitch(ctx.w, { clientIds: [guest.id] });
    const expected: [string, string][] = [
      ['profile', `/profile/${guest.slug}`],
      ['pdf', `/api/clients/${guest.slug}/pdf-profile`],
      ['photo', '/uploads/link-guest.jpg'],
    ];
    for (const [kind, location] of expected) {
      const res = await follow(token, guest.id, kind);
      expect(res.statusCode, kind).toBe(302);
      expect(res.headers.location).toBe(location);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await eventsOf(id)).map((event) => [event.kind, event.clientId])).toEqual([
      ['profile', guest.id],
      ['pdf', guest.id],
      ['photo', guest.id],
    ]);
    // a guest with no portrait: a plain 404, nothing recorded
    const bare = await createClient(ctx.t.db);
    const noPhoto = await storedPitch(ctx.w, { clientIds: [bare.id] });
    expect((await follow(noPhoto.token, bare.id, 'photo')).statusCode).toBe(404);
    expect(await eventsOf(noPhoto.id)).toEqual([]);
  });
});

describe('the agency follows a pitch', () => {
  it('shows the timeline newest first with guest names, and counts opens, downloads and requests in the list', async () => {
    const { id, token } = await storedPitch(ctx.w);
    await page(token);
    await follow(token, ctx.w.own.id, 'profile');
    await follow(token, ctx.w.own.id, 'pdf');
    const res = await timeline(id);
    expect(res.statusCode).toBe(200);
    const events = res.json<{ events: PitchEvent[] }>().events;
    expect(events.map((event) => [event.kind, event.guestName])).toEqual([
      ['pdf', 'Own Client'],
      ['profile', 'Own Client'],
      ['open', null],
    ]);
    const row = (await list()).json<{ items: AdminPitch[] }>().items.find((pitch) => pitch.id === id)!;
    expect(row).toMatchObject({
      opens: 1,
      downloads: 1,
      requests: 0,
      revokedAt: null,
      guests: [{ id: ctx.w.own.id, name: 'Own Client', slug: ctx.w.own.slug }],
    });
  });

  it('counts one visitor’s opens once an hour (by address and browser, none of them stored); another visitor counts', async () => {
    const { id, token } = await storedPitch(ctx.w);
    const browser = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15' };
    const open = (remoteAddress: string, headers = browser) => ctx.t.app.inject({ method: 'GET', url: `/api/pitches/${token}`, headers, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await open('203.0.113.7')).statusCode).toBe(200);
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(['open']);
    await open('203.0.113.8');
    await open('203.0.113.7', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' });
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(['open', 'open', 'open']);
    // the timeline and the list say the same
    expect((await timeline(id)).json<{ events: PitchEvent[] }>().events).toHaveLength(3);
    expect((await list()).json<{ items: AdminPitch[] }>().items.find((pitch) => pitch.id === id)?.opens).toBe(3);
  });

  it('keeps every kind of event on the timeline: 520 opens do not push a download or a request off it', async () => {
    const { id, token } = await storedPitch(ctx.w);
    await follow(token, ctx.w.own.id, 'pdf');
    await ctx.t.db.insert(pitchEvents).values({ pitchId: id, kind: 'request', clientId: ctx.w.own.id, createdAt: new Date(Date.now() - 1000) });
    const later = Date.now() + 60_000;
    await ctx.t.db
      .insert(pitchEvents)
      .values(Array.from({ length: 520 }, (_, i) => ({ pitchId: id, kind: 'open' as const, clientId: null, createdAt: new Date(later + i * 1000) })));
    const events = (await timeline(id)).json<{ events: PitchEvent[] }>().events;
    expect(events.filter((event) => event.kind === 'pdf')).toHaveLength(1);
    expect(events.filter((event) => event.kind === 'request')).toHaveLength(1);
    expect(events.filter((event) => event.kind === 'open').length).toBeGreaterThan(0);
    // newest first
    expect(events.map((event) => event.createdAt)).toEqual(
      events
        .map((event) => event.createdAt)
        .sort()
        .reverse(),
    );
  });

  it('revokes a link once (idempotent, audited once), after which it answers 404', async () => {
    const { id, token } = await storedPitch(ctx.w);
    const first = await revoke(id);
    expect(first.statusCode).toBe(200);
    const again = await revoke(id);
    expect(again.json()).toEqual(first.json());
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pitch.revoke'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect((await page(token)).statusCode).toBe(404);
    const row = (await list()).json<{ items: AdminPitch[] }>().items.find((pitch) => pitch.id === id)!;
    expect(row.revokedAt).toBe(first.json().revokedAt);
  });
});

describe('the agency copies a pitch link again', () => {
  it('makes a new link for the same pitch, answered once: the old link stops working at once, the new one opens the same page, and the timeline keeps what happened before; audited', async () => {
    const { id, token } = await storedPitch(ctx.w);
    expect((await page(token)).statusCode).toBe(200);
    const before = (await timeline(id)).json<{ events: PitchEvent[] }>().events;
    expect(before.map((event) => event.kind)).toEqual(['open']);
    const res = await newLink(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ id: number; link: string; expiresAt: string }>();
    expect(answer.id).toBe(id);
    expect(answer.link).toMatch(/^http:\/\/localhost(:\d+)?\/pitch\/[A-Za-z0-9_-]{43}$/);
    const fresh = tokenOf(answer.link);
    expect(fresh).not.toBe(token);
    expect((await page(token)).statusCode).toBe(404);
    const opened = await page(fresh);
    expect(opened.statusCode).toBe(200);
    const [stored] = await ctx.t.db.select().from(pitches).where(eq(pitches.id, id));
    expect(opened.json<PitchPage>().showName).toBe(stored.showName);
    expect(stored.tokenHash).toBe(hashToken(fresh));
    expect(answer.expiresAt).toBe(stored.expiresAt.toISOString());
    expect((await timeline(id)).json<{ events: PitchEvent[] }>().events.map((event) => event.kind)).toEqual(['open', 'open']);
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pitch.new-link'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    // the list never carries the link
    expect((await list()).body).not.toContain(fresh);
  });

  it('refuses a revoked or expired pitch (409) and an unknown one (404), and lets a team member renew only their own guests’ pitches', async () => {
    for (const options of [{ revoked: true }, { expired: true }]) {
      const { id, token } = await storedPitch(ctx.w, options);
      const refused = await newLink(id);
      expect(refused.statusCode, JSON.stringify(options)).toBe(409);
      expect(refused.json()).toMatchObject({ message: expect.any(String), code: 'PITCH_NOT_LIVE' });
      const [stored] = await ctx.t.db.select().from(pitches).where(eq(pitches.id, id));
      expect(stored.tokenHash).toBe(hashToken(token));
    }
    expect((await newLink(999_999)).statusCode).toBe(404);
    const mine = await storedPitch(ctx.w);
    expect((await newLink(mine.id, 'team')).statusCode).toBe(200);
    const notMine = await storedPitch(ctx.w, { clientIds: [ctx.w.own.id, ctx.w.other.id] });
    const refused = await newLink(notMine.id, 'team');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOUR_GUEST);
    expect((await page(notMine.token)).statusCode).toBe(200);
    const visitor = await inject('POST', `/api/admin/pitches/${mine.id}/new-link`);
    expect(visitor.statusCode).toBe(401);
    expect((await inject('POST', `/api/admin/pitches/${mine.id}/new-link`, { cookie: (await ctx.w.cookieFor('guest'))! })).statusCode).toBe(403);
  });
});

describe('a request sent from a pitch page', () => {
  const send = (body: object) => inject('POST', '/api/booking-requests', {}, body);

  it('keeps the pitch on the request and shows on its timeline; a joined duplicate is recorded too', async () => {
    const { id, token } = await storedPitch(ctx.w);
    const body = bookingRequestBodyFor(ctx.w.own.id, { pitch: token });
    expect((await send(body)).statusCode).toBe(202);
    const [request] = await ctx.t.db.select().from(bookingRequests).where(eq(bookingRequests.hostEmail, body.hostEmail));
    expect(request.pitchId).toBe(id);
    expect((await send({ ...body, message: 'Asking again' })).statusCode).toBe(202);
    expect(await ctx.t.db.select().from(bookingRequests).where(eq(bookingRequests.hostEmail, body.hostEmail))).toHaveLength(1);
    const events = (await timeline(id)).json<{ events: PitchEvent[] }>().events;
    expect(events.map((event) => [event.kind, event.guestName])).toEqual([
      ['request', 'Own Client'],
      ['request', 'Own Client'],
    ]);
    expect((await list()).json<{ items: AdminPitch[] }>().items.find((pitch) => pitch.id === id)?.requests).toBe(2);
  });

  it('tells the agency’s inbox which pitch page a request came from (its show and the day it was made); a request from a profile says none', async () => {
    const { id, token } = await storedPitch(ctx.w);
    const [pitch] = await ctx.t.db.select().from(pitches).where(eq(pitches.id, id));
    const fromPitch = bookingRequestBodyFor(ctx.w.own.id, { pitch: token });
    const fromProfile = bookingRequestBodyFor(ctx.w.own.id);
    for (const body of [fromPitch, fromProfile]) {
      expect((await send(body)).statusCode).toBe(202);
      const link = ctx.t.mail.sent.filter((mail) => mail.to === body.hostEmail).at(-1)?.link ?? '';
      expect((await inject('POST', `${new URL(link).pathname.replace('/requests/', '/api/requests/')}/confirm`)).statusCode).toBe(200);
    }
    const rowOf = async (email: string) =>
      (await inject('GET', `/api/admin/booking-requests?q=${encodeURIComponent(email)}`, await as('team'))).json<{ items: AdminBookingRequest[] }>().items[0];
    expect((await rowOf(fromPitch.hostEmail)).fromPitch).toEqual({ showName: pitch.showName, createdAt: pitch.createdAt.toISOString() });
    expect((await rowOf(fromProfile.hostEmail)).fromPitch).toBeNull();
  });

  it('accepts a request with a bogus, revoked or other-guest pitch token and records no pitch', async () => {
    const revoked = await storedPitch(ctx.w, { revoked: true });
    const otherGuest = await storedPitch(ctx.w, { clientIds: [ctx.w.other.id] });
    for (const pitch of ['not-a-real-pitch-token-000000', revoked.token, otherGuest.token]) {
      const body = bookingRequestBodyFor(ctx.w.own.id, { pitch });
      expect((await send(body)).statusCode).toBe(202);
      const [request] = await ctx.t.db.select().from(bookingRequests).where(eq(bookingRequests.hostEmail, body.hostEmail));
      expect(request.pitchId).toBeNull();
    }
    expect(await eventsOf(revoked.id)).toEqual([]);
    expect(await eventsOf(otherGuest.id)).toEqual([]);
  });
});
