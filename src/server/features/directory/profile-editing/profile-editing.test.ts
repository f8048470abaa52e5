import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { expectFieldError } from '@tests/helpers/client-fixtures';
import { filesForm, tinyPng } from '@tests/helpers/fixtures/directory/images/media-images';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { type ClientDetail, clientDetail } from '@shared/api/directory/clients/clients';
import { PROFILE_LIMITS } from '@shared/api/directory/profile-editing';
import { TEST_MODE_KEY } from '@shared/limits';
import { splitSampleQuestions } from '@shared/sample-questions';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { assets, auditLog, clients } from '@server/db/schema';
import { uploadsDir } from '@server/integrations/storage/upload-storage';

const ctx = seededApp();

/** A client of this test alone, with sessions of its guest and team member. */
async function freshClient(fields: Parameters<typeof createClient>[1] = {}) {
  const { db } = ctx.t;
  const client = await createClient(db, fields);
  const guest = await createUser(db, { role: 'guest', clientId: client.id });
  const team = await createUser(db, { role: 'team', clientId: client.id });
  return { client, guest: await openSession(db, guest.id), team: await openSession(db, team.id) };
}

/** A session of a new account with this role. */
async function curator(role: 'admin' | 'owner') {
  return openSession(ctx.t.db, (await createUser(ctx.t.db, { role })).id);
}

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST';
const send = (method: Method, url: string, cookie?: string, body?: unknown) =>
  ctx.t.app.inject({ method, url, payload: body as object | undefined, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });

const editProfile = (clientId: number, cookie: string | undefined, body: unknown) => send('PATCH', `/api/clients/${clientId}/profile`, cookie, body);
const putQuestions = (clientId: number, cookie: string | undefined, questions: unknown) =>
  send('PUT', `/api/clients/${clientId}/sample-questions`, cookie, { questions });
/** POST /api/clients/{id}/photo with these files in the field `file` (or another body). */
const postPhoto = (clientId: number, cookie: string | undefined, body: unknown) => send('POST', `/api/clients/${clientId}/photo`, cookie, body);
/** A PNG of this size (the photo rule wants at least 400 px on the shorter side, near square). */
const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a6fa5' } })
    .png()
    .toBuffer();
const photoForm = async (name = 'portrait.png', data?: Buffer, field = 'file') => filesForm([{ name, data: data ?? (await pngOf(400, 400)) }], field);
/** The files stored under DATA_DIR/uploads. */
const storedFiles = () => readdirSync(uploadsDir(ctx.t.config.dataDir)).filter((f) => !f.startsWith('.'));

/** Switches test mode as an admin would on /admin/test. */
async function setTestMode(on: boolean) {
  const res = await send('PUT', '/api/admin/settings', await curator('admin'), { key: TEST_MODE_KEY, value: String(on) });
  expect(res.statusCode).toBe(200);
}

/** The profile as a visitor reads it (through the read cache). */
async function profile(slug: string): Promise<ClientDetail> {
  const res = await send('GET', `/api/clients/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** What a refused or failed write must leave as it was: the whole row (updated_at included) and the client's audit trail. */
async function stateOf(clientId: number) {
  const { db } = ctx.t;
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  const audit = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'client'), eq(auditLog.targetId, String(clientId))));
  return { row, audit: audit.length };
}

/** The message and code every error answer carries. */
function expectError(res: { statusCode: number; json(): { message: unknown; code: unknown } }, status: number, message?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  const body = res.json();
  expect(typeof body.code).toBe('string');
  if (message) expect(body.message).toContain(message);
  else expect(typeof body.message).toBe('string');
}

const FULL_EDIT = {
  name: '  Ada   King ',
  headline: 'Countess of Lovelace',
  narrativeBio: '# Notes\n\nThe **first** program.',
  goaCategories: [' Technology ', 'Mathematics', 'technology', '', 'Poetry'],
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  instagramUrl: '',
  facebookUrl: null,
  websiteUrl: 'http://ada.example',
  youtubeUrl: 'https://youtube.com/@ada',
  bookUrl: 'https://books.example/notes',
};

describe('a guest editing their own profile in test mode', () => {
  it('saves every field in one audited write; the answer and the profile read show it at once; the slug stays', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ instagramUrl: 'https://instagram.com/old', facebookUrl: 'https://facebook.com/old' });
    await profile(client.slug); // now in the read cache
    const res = await editProfile(client.id, guest, FULL_EDIT);
    expect(res.statusCode).toBe(200);
    const saved: ClientDetail = res.json();
    expect(clientDetail.parse(saved)).toEqual(saved);
    const expected = {
      id: client.id,
      slug: client.slug,
      name: 'Ada King',
      headline: 'Countess of Lovelace',
      narrativeBio: '# Notes\n\nThe **first** program.',
      goaCategories: ['Technology', 'Mathematics', 'Poetry'],
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      instagramUrl: null,
      facebookUrl: null,
      websiteUrl: 'http://ada.example',
      youtubeUrl: 'https://youtube.com/@ada',
      bookUrl: 'https://books.example/notes',
    };
    expect(saved).toMatchObject({ ...expected, abilities: { manage: true, editProfile: true, manageSampleQuestions: true } });
    expect(await profile(client.slug)).toMatchObject(expected);

    const after = await stateOf(client.id);
    expect(after.row.updatedAt.getTime()).toBeGreaterThan(client.updatedAt.getTime());
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.profile.update'), eq(auditLog.targetId, String(client.id))));
    expect(entry.details).toMatchObject({ slug: client.slug, fields: expect.arrayContaining(['name', 'narrativeBio', 'goaCategories']) });
  });

  it('changes only the fields the body carries', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ websiteUrl: 'https://kept.example', goaCategories: ['Kept'] });
    const res = await editProfile(client.id, guest, { headline: 'A new headline' });
    expect(res.statusCode).toBe(200);
    expect(await profile(client.slug)).toMatchObject({
      name: client.name,
      headline: 'A new headline',
      narrativeBio: client.narrativeBio,
      websiteUrl: 'https://kept.example',
      goaCategories: ['Kept'],
    });
  });

  it('makes the search find the profile by its new name, and no longer by the old one', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ name: 'Quillon Marrowby' });
    const search = async (q: string) => (await send('GET', `/api/clients/search?q=${encodeURIComponent(q)}`)).json().items.map((c: { id: number }) => c.id);
    expect(await search('Quillon Marrowby')).toContain(client.id); // the index is built and the answer cached
    expect((await editProfile(client.id, guest, { name: 'Zephyrine Ostrander' })).statusCode).toBe(200);
    expect(await search('Zephyrine Ostrander')).toContain(client.id);
    expect(await search('Quillon Marrowby')).not.toContain(client.id);
  });
});

describe('sample questions', () => {
  it('are replaced in order, stored as the numbered text the profile and the PDF read, and shown at once', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ sampleQuestions: '- Old one?' });
    await profile(client.slug);
    const questions = ['What changed your mind?', '  How do\nboards   listen? ', '1. Numbered already?'];
    const res = await putQuestions(client.id, guest, questions);
    expect(res.statusCode).toBe(200);
    const stored = '1. What changed your mind?\n2. How do boards listen?\n3. 1. Numbered already?';
    expect(res.json().sampleQuestions).toBe(stored);
    const read = await profile(client.slug);
    expect(read.sampleQuestions).toBe(stored);
    expect(splitSampleQuestions(read.sampleQuestions)).toEqual(['What changed your mind?', 'How do boards listen?', '1. Numbered already?']);

    expect((await putQuestions(client.id, guest, [questions[2], questions[0]])).statusCode).toBe(200);
    expect(splitSampleQuestions((await profile(client.slug)).sampleQuestions)).toEqual(['1. Numbered already?', 'What changed your mind?']);
    expect((await putQuestions(client.id, guest, [])).statusCode).toBe(200);
    expect((await profile(client.slug)).sampleQuestions).toBe('');

    const audit = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.sample-questions.update'), eq(auditLog.targetId, String(client.id))));
    expect(audit).toHaveLength(3);
  });
});

describe('who may edit (whoever may manage the client; guest and team only in test mode)', () => {
  /** Every write, each valid, for one caller. */
  const bothWrites = (clientId: number, cookie: string | undefined) => [
    () => editProfile(clientId, cookie, { headline: 'Changed by the caller' }),
    () => putQuestions(clientId, cookie, ['Changed by the caller?']),
    async () => postPhoto(clientId, cookie, await photoForm()),
  ];

  it('admins and owners edit any client, test mode on or off', async () => {
    const { client } = await freshClient();
    for (const on of [false, true]) {
      await setTestMode(on);
      for (const role of ['admin', 'owner'] as const) {
        const cookie = await curator(role);
        for (const write of bothWrites(client.id, cookie)) expect((await write()).statusCode).toBe(200);
      }
    }
  });

  it('the own guest and team member edit only while test mode is on; off, they are refused with the guard’s text and nothing changes', async () => {
    const { client, guest, team } = await freshClient();
    await setTestMode(false);
    const before = await stateOf(client.id);
    for (const cookie of [guest, team]) {
      for (const write of bothWrites(client.id, cookie)) expectError(await write(), 403, 'This page is only available when test mode is enabled.');
    }
    expect(await stateOf(client.id)).toEqual(before);

    await setTestMode(true);
    for (const cookie of [guest, team]) {
      for (const write of bothWrites(client.id, cookie)) expect((await write()).statusCode).toBe(200);
    }
  });

  it('an admin viewing as the guest is the guest: refused while test mode is off, recorded as acting as them when on', async () => {
    const { client } = await freshClient();
    await createUser(ctx.t.db, { role: 'guest', clientId: client.id });
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const viewingAs = await openSession(ctx.t.db, admin.id, client.id);
    await setTestMode(false);
    expectError(await editProfile(client.id, viewingAs, { headline: 'No' }), 403);
    await setTestMode(true);
    expect((await editProfile(client.id, viewingAs, { headline: 'While viewing as' })).statusCode).toBe(200);
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.profile.update'), eq(auditLog.targetId, String(client.id))));
    expect(entry.actorUserId).toBe(admin.id);
    expect(entry.actingAsClientId).toBe(client.id);
  });

  it('refuses the guest and team of another client (403) and visitors (401), test mode on, changing nothing', async () => {
    await setTestMode(true);
    const { client } = await freshClient();
    const stranger = await freshClient();
    const before = await stateOf(client.id);
    for (const [cookie, status] of [
      [stranger.guest, 403],
      [stranger.team, 403],
      [undefined, 401],
    ] as const) {
      for (const write of bothWrites(client.id, cookie)) expectError(await write(), status);
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('answers 404 for an unknown client', async () => {
    const admin = await curator('admin');
    expectError(await editProfile(2_000_000_000, admin, { headline: 'x' }), 404, 'Client not found');
    expectError(await putQuestions(2_000_000_000, admin, ['x?']), 404, 'Client not found');
    const files = storedFiles();
    expectError(await postPhoto(2_000_000_000, admin, await photoForm()), 404, 'Client not found');
    expect(storedFiles()).toEqual(files); // the file written in the failed transaction is gone
  });
});

describe('bad input', () => {
  it('answers 400 with the message of each invalid profile field, and writes nothing (not even the valid fields beside it)', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient();
    const before = await stateOf(client.id);
    const long = (n: number) => 'x'.repeat(n + 1);
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name: Enter a name'],
      [{ name: long(PROFILE_LIMITS.nameMax) }, `name: The name must be at most ${PROFILE_LIMITS.nameMax} characters`],
      [{ name: 42 }, 'name:'],
      [{ headline: long(PROFILE_LIMITS.headlineMax) }, `headline: The headline must be at most ${PROFILE_LIMITS.headlineMax} characters`],
      [{ narrativeBio: long(PROFILE_LIMITS.bioMax) }, 'narrativeBio: The bio must be at most 20,000 characters'],
      [{ narrativeBio: 'nul \u0000' }, 'narrativeBio: Text must not contain null characters'],
      [{ goaCategories: 'Technology' }, 'goaCategories: Categories must be a list of names'],
      [{ goaCategories: [long(PROFILE_LIMITS.categoryMax)] }, `goaCategories.0: A category must be at most ${PROFILE_LIMITS.categoryMax} characters`],
      [
        { goaCategories: Array.from({ length: PROFILE_LIMITS.categoriesMax + 1 }, (_, i) => `Category ${i}`) },
        `goaCategories: A profile may have at most ${PROFILE_LIMITS.categoriesMax} categories`,
      ],
      [{ linkedinUrl: 'linkedin.com/in/ada' }, 'linkedinUrl: Enter the full LinkedIn address, starting with http:// or https://'],
      [{ instagramUrl: 'javascript:alert(1)' }, 'instagramUrl: Enter the full Instagram address'],
      [{ facebookUrl: 'ftp://facebook.com/ada' }, 'facebookUrl: Enter the full Facebook address'],
      [
        { websiteUrl: `https://example.com/${long(PROFILE_LIMITS.urlMax)}` },
        `websiteUrl: The Website address must be at most ${PROFILE_LIMITS.urlMax} characters`,
      ],
      [{ youtubeUrl: 'data:text/html,hi' }, 'youtubeUrl: Enter the full YouTube address'],
      [{ bookUrl: 17 }, 'bookUrl:'],
      [{ slug: 'a-new-slug' }, 'Unknown field: slug'],
    ];
    for (const [body, message] of bad) {
      expectFieldError(await editProfile(client.id, guest, { name: 'A valid new name', ...body }), message);
    }
    for (const body of [null, [], [{ name: 'x' }]]) expectError(await editProfile(client.id, guest, body), 400);
    const admin = await curator('admin'); // the access rule refuses a path that names no client (403) before validation; ids out of range are 400
    for (const id of ['0', '-1', '99999999999']) expectError(await send('PATCH', `/api/clients/${id}/profile`, admin, { name: 'x' }), 400);
    expect(await stateOf(client.id)).toEqual(before);
    expect((await profile(client.slug)).name).toBe(client.name);
  });

  it('answers several invalid fields at once with a message for each, by field', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient();
    const res = await editProfile(client.id, guest, {
      name: ' ',
      websiteUrl: 'example.com',
      goaCategories: ['ok', 'x'.repeat(PROFILE_LIMITS.categoryMax + 1)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Enter a name',
        websiteUrl: 'Enter the full Website address, starting with http:// or https://',
        'goaCategories.1': `A category must be at most ${PROFILE_LIMITS.categoryMax} characters`,
      },
    });
  });

  it('answers 400 with the message of each invalid sample question, and writes nothing', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ sampleQuestions: '1. Kept?' });
    const before = await stateOf(client.id);
    const bad: [unknown, string][] = [
      [['Fine?', '   '], 'questions.1: Enter the question, or remove it'],
      [['Fine?', 'x'.repeat(PROFILE_LIMITS.questionMax + 1)], `questions.1: A question must be at most ${PROFILE_LIMITS.questionMax} characters`],
      [['Same?', ' same? '], 'questions: Each question may appear only once'],
      [
        Array.from({ length: PROFILE_LIMITS.questionsMax + 1 }, (_, i) => `Question ${i}?`),
        `questions: A profile may have at most ${PROFILE_LIMITS.questionsMax} sample questions`,
      ],
      ['One?', 'questions: Questions must be a list'],
      [[42], 'questions.0:'],
      [['nul \u0000'], 'questions.0: Text must not contain null characters'],
    ];
    for (const [questions, message] of bad) expectFieldError(await putQuestions(client.id, guest, questions), message);
    expectError(await send('PUT', `/api/clients/${client.id}/sample-questions`, guest, {}), 400);
    expect(await stateOf(client.id)).toEqual(before);
    expect((await profile(client.slug)).sampleQuestions).toBe('1. Kept?');
  });
});

describe('the profile photo', () => {
  it('is re-encoded without metadata, stored under a generated name, and shown by the profile at once', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ localimage: 'old-portrait.jpg' });
    await profile(client.slug);
    const withExif = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#aa3344' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret place' } } })
      .toBuffer();
    const res = await postPhoto(client.id, guest, await photoForm('me at home.jpg', withExif));
    expect(res.statusCode, res.body).toBe(200);
    const saved: ClientDetail = res.json();
    expect(saved.localimage).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect((await profile(client.slug)).localimage).toBe(saved.localimage);

    const key = saved.localimage!.replace('/uploads/', '');
    const stored = readFileSync(join(uploadsDir(ctx.t.config.dataDir), key));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const [asset] = await ctx.t.db.select().from(assets).where(eq(assets.storageKey, key));
    expect(asset).toMatchObject({ originalName: 'me at home.jpg', contentType: 'image/jpeg', width: 400, height: 500 });
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.photo.update'), eq(auditLog.targetId, String(client.id))));
    expect(entry.details).toMatchObject({ slug: client.slug, fields: ['localimage'] });
    expect((await send('GET', saved.localimage!)).statusCode).toBe(200);
  });

  it('refuses a photo the sync and Retrieve Image would refuse (the one photo rule), with its reasons (422), writing nothing', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ localimage: 'kept.jpg' });
    const before = await stateOf(client.id);
    const files = storedFiles();
    expectError(
      await postPhoto(client.id, guest, await photoForm('banner.png', await pngOf(1200, 600))),
      422,
      'Too wide for a portrait: 1200 × 600 (the width may be at most 1.25 times the height)',
    );
    expectError(
      await postPhoto(client.id, guest, await photoForm('tiny.png', await pngOf(120, 120))),
      422,
      'Too small for a portrait: 120 × 120 (the shorter side needs at least 400 px)',
    );
    expect(await stateOf(client.id)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses anything but an image (415), a file too large (413), a non-multipart body (415) and no file (400), writing nothing', async () => {
    await setTestMode(true);
    const { client, guest } = await freshClient({ localimage: 'kept.jpg' });
    const before = await stateOf(client.id);
    const files = storedFiles();
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(IMAGE_UPLOAD_LIMITS.maxFileBytes)]);
    expectError(
      await postPhoto(client.id, guest, await photoForm('notes.jpg', Buffer.from('just some text'))),
      415,
      'notes.jpg: Only JPEG, PNG, WebP and GIF images are accepted',
    );
    expectError(await postPhoto(client.id, guest, await photoForm('huge.png', big)), 413, 'huge.png is larger than 10 MB');
    expectError(await postPhoto(client.id, guest, { file: 'portrait.png' }), 415, 'Send the files as multipart/form-data');
    expectError(await postPhoto(client.id, guest, new FormData()), 400);
    expectError(await postPhoto(client.id, guest, await photoForm('portrait.png', undefined, 'files')), 400, 'Send the files in the field "file"');
    expect(await stateOf(client.id)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });
});
