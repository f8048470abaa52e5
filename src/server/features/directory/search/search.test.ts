import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { clients } from '@server/db/schema';

let t: TestApp;
let adminCookie: string;
let bystander: number;

/** A real client write (unfeaturing an unfeatured profile), which invalidates the 'clients' tag like every client write. */
async function announceWrite() {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/clients/${bystander}/feature`, payload: { featured: false }, headers: { cookie: adminCookie } });
  expect(res.statusCode).toBe(200);
}

async function search(q: string, paging = '') {
  const res = await t.app.inject({ url: `/api/clients/search?q=${encodeURIComponent(q)}${paging}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { name: string }[]; total: number; nextOffset: number | null };
}

const names = async (q: string) => (await search(q)).items.map((c) => c.name);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'admin' });
  adminCookie = await signIn(t.app, admin.email, admin.password);
  for (const name of ['Amara Okafor', 'Lina Amera', 'Theo Wellington', 'Wei Chen', 'Mira Stone', 'Mira Stonebridge', 'Mira Stonne']) {
    await createClient(t.db, { name, narrativeBio: 'Speaks about boards.' });
  }
  await createClient(t.db, { name: 'Ivo Park', headline: 'Adviser to Mira Stone' });
  bystander = (await createClient(t.db, { name: 'Lu Vance', narrativeBio: 'Worked with Mira Stone for years.' })).id;
  await createClient(t.db, { name: 'Mira Stone Draft', narrativeBio: 'Writing in progress' });
  await announceWrite();
});
afterAll(() => t.close());

describe('typo tolerance', () => {
  it('counts a transposed pair as one typo', async () => {
    expect(await names('Oakfor')).toEqual(['Amara Okafor']);
    expect(await names('Amrea')).toEqual(['Lina Amera']);
  });

  it('allows one typo from 5 to 8 letters, not two', async () => {
    expect(await names('Okafr')).toEqual(['Amara Okafor']);
    expect(await names('Amara Okafo')).toEqual(['Amara Okafor']);
    expect(await names('Okfr')).toEqual([]);
    expect(await names('Oxafxr')).toEqual([]);
  });

  it('allows two typos from 9 letters', async () => {
    expect(await names('Welingtom')).toEqual(['Theo Wellington']);
    expect(await names('Wlingtom')).toEqual([]);
  });

  it('allows no typo under 5 letters', async () => {
    expect(await names('Chen')).toEqual(['Wei Chen']);
    expect(await names('Chan')).toEqual([]);
    expect(await names('Wei Chan')).toEqual([]);
  });
});

describe('ranking and paging', () => {
  it('ranks the exact name, then name prefixes, then typos, then headline, then bio', async () => {
    expect(await names('mira stone')).toEqual(['Mira Stone', 'Mira Stonebridge', 'Mira Stonne', 'Ivo Park', 'Lu Vance']);
  });

  it('pages through the ranked matches with their total', async () => {
    const page = await search('Mira', '&limit=2&offset=2');
    expect(page.items.map((c) => c.name)).toEqual(['Mira Stonne', 'Ivo Park']);
    expect(page.total).toBe(5);
    expect(page.nextOffset).toBe(4);
    const last = await search('Mira', '&limit=2&offset=4');
    expect(last.items.map((c) => c.name)).toEqual(['Lu Vance']);
    expect(last.nextOffset).toBeNull();
  });

  it('never finds unlisted profiles', async () => {
    expect(await names('Draft')).toEqual([]);
    expect((await names('mira stone draft')).length).toBe(0);
  });
});

describe('profiles changed after start-up', () => {
  it('finds a created profile, follows a rename and forgets a deleted one once the write is announced', async () => {
    const created = await createClient(t.db, { name: 'Quentin Blake', narrativeBio: 'Draws.' });
    await announceWrite();
    expect(await names('Quentin Blake')).toEqual(['Quentin Blake']);

    await t.db.update(clients).set({ name: 'Quentin Drake', updatedAt: new Date() }).where(eq(clients.id, created.id));
    await announceWrite();
    expect(await names('Quentin Blake')).toEqual([]);
    expect(await names('Quentin Drake')).toEqual(['Quentin Drake']);

    await t.db.delete(clients).where(eq(clients.id, created.id));
    await announceWrite();
    expect(await names('Quentin Drake')).toEqual([]);
  });

  it('drops a profile that stops being listed', async () => {
    const hidden = await createClient(t.db, { name: 'Rosa Vale', narrativeBio: 'Bio.' });
    await announceWrite();
    expect(await names('Rosa Vale')).toEqual(['Rosa Vale']);
    await t.db.update(clients).set({ narrativeBio: 'Writing in progress', updatedAt: new Date() }).where(eq(clients.id, hidden.id));
    await announceWrite();
    expect(await names('Rosa Vale')).toEqual([]);
  });
});
