import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { spreadClientIds } from './keywords.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('samples live clients spread over the whole directory, every n-th by id, at most the size asked', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) ids.push((await createClient(t.db)).id);
  await createClient(t.db, { archivedAt: new Date() });
  const all = await spreadClientIds(t.db, 1_000);
  expect(all).toEqual(ids);
  const sample = await spreadClientIds(t.db, 10);
  expect(sample).toEqual(ids.filter((_, i) => i % 3 === 0));
  expect(await spreadClientIds(t.db, 7)).toEqual(ids.filter((_, i) => i % 5 === 0).slice(0, 7));
});
