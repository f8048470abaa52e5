import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { findProfileBySlug } from '../features/directory/clients/clients.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createClient(t.db, { slug: 'isolated', name: 'Committed Name' });
});
afterAll(() => t.close());

it('a prepared profile read waits for an open transaction and never sees its uncommitted rows', async () => {
  const { pglite } = t.database;
  if (!pglite) return; // PostgreSQL isolates sessions itself
  let read: Promise<unknown> | undefined;
  let settledInside = false;
  await pglite
    .transaction(async (tx) => {
      await tx.query("update clients set name = 'Uncommitted Name' where slug = 'isolated'");
      read = findProfileBySlug(t.database, 'isolated').then((row) => {
        settledInside = true;
        return row;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settledInside).toBe(false);
      throw new Error('roll back');
    })
    .catch((error: Error) => expect(error.message).toBe('roll back'));
  expect(JSON.stringify(await read)).toContain('Committed Name');
  expect(JSON.stringify(await read)).not.toContain('Uncommitted Name');
});
