import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { openPostgres } from '../src/server/db/client';
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

it.skipIf(!testDatabaseUrl)('invalidates the read cache of every node through LISTEN/NOTIFY', async () => {
  const client = await createClient(nodeA.db, { name: 'Zoe Cross', slug: 'zoe-cross' });
  const featuredOnB = async () => (await nodeB.inject({ url: '/api/clients/featured' })).json().map((c: { slug: string }) => c.slug);
  expect(await featuredOnB()).toEqual([]);
  const admin = await createUser(nodeA.db, { role: 'admin' });
  const cookie = await signIn(nodeA.app, admin.email, admin.password);
  const res = await nodeA.app.inject({ method: 'PATCH', url: `/api/clients/${client.id}/feature`, payload: { featured: true }, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  await expect.poll(featuredOnB, { timeout: 3000 }).toEqual(['zoe-cross']);
});
