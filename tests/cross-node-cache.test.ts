import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { openPostgres } from '../src/server/db/postgres';
import { createClient, createUser } from './factories';
import { testDatabaseUrl } from './helpers/databases';
import { signIn } from './helpers/session';
import { createTestApp, type TestApp } from './helpers/test-app';

let nodeA: TestApp;
let nodeB: Awaited<ReturnType<typeof buildApp>>;
let closeB: () => Promise<void>;

beforeAll(async () => {
  if (!testDatabaseUrl) return;
  nodeA = await createTestApp();
  const database = await openPostgres(nodeA.database.url!, 2);
  nodeB = await buildApp({ config: nodeA.config, database, mailer: nodeA.mail, logger: false });
  await nodeB.ready();
  closeB = async () => {
    await nodeB.close();
    await database.close();
  };
});
afterAll(async () => {
  await closeB?.();
  await nodeA?.close();
});

/** Slugs of the featured profiles as node B serves them (from its read cache when it holds them). */
async function featuredOnB(): Promise<string[]> {
  return (await nodeB.inject({ url: '/api/clients/featured' })).json().map((c: { slug: string }) => c.slug);
}

/** Features a client through node A's API, signed in as a new admin. */
async function featureThroughA(clientId: number): Promise<void> {
  const admin = await createUser(nodeA.db, { role: 'admin' });
  const cookie = await signIn(nodeA.app, admin.email, admin.password);
  const res = await nodeA.app.inject({ method: 'PATCH', url: `/api/clients/${clientId}/feature`, payload: { featured: true }, headers: { cookie } });
  expect(res.statusCode).toBe(200);
}

/** The backends of the test database idly LISTENing for cache invalidations (one per node). */
async function cacheListeners(): Promise<number[]> {
  const { rows } = await nodeA.database.pool!.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN podium_cache' and state = 'idle'`,
  );
  return rows.map((r) => r.pid);
}

it.skipIf(!testDatabaseUrl)('invalidates the read cache of every node through LISTEN/NOTIFY', async () => {
  const client = await createClient(nodeA.db, { name: 'Zoe Cross', slug: 'zoe-cross' });
  expect(await featuredOnB()).not.toContain('zoe-cross');
  await featureThroughA(client.id);
  await expect.poll(featuredOnB, { timeout: 3000 }).toContain('zoe-cross');
});

it.skipIf(!testDatabaseUrl)("clears the cache when the nodes' listening connections are killed, and obeys NOTIFY once listening again", async () => {
  const before = await featuredOnB();
  await createClient(nodeA.db, { name: 'Ada Quiet', slug: 'ada-quiet', featured: true });
  expect(await featuredOnB()).toEqual(before);

  const killed = await cacheListeners();
  expect(killed).toHaveLength(2);
  await nodeA.database.pool!.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [killed]);
  await expect.poll(featuredOnB, { timeout: 1000 }).toContain('ada-quiet');

  await expect.poll(async () => (await cacheListeners()).filter((pid) => !killed.includes(pid)), { timeout: 3000 }).toHaveLength(2);
  const client = await createClient(nodeA.db, { name: 'Bea Loud', slug: 'bea-loud' });
  expect(await featuredOnB()).not.toContain('bea-loud');
  await featureThroughA(client.id);
  await expect.poll(featuredOnB, { timeout: 3000 }).toContain('bea-loud');
});
