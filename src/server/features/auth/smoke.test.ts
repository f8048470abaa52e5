import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, createUser } from '../../../../tests/factories';
import { signIn } from '../../../../tests/helpers/session';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('signs in and reads the user', async () => {
  const client = await createClient(t.db);
  const u = await createUser(t.db, { role: 'guest', clientId: client.id });
  const cookie = await signIn(t.app, u.email, u.password);
  const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ email: u.email, clientSlug: client.slug, isImpersonating: false });
});
