import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser } from '@tests/fixtures/session-user';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, settings } from '@server/db/schema';
import { auditedWrite } from './audited-write';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = sessionUser({ id: 41, email: 'admin@example.test', role: 'admin' });
const { isImpersonating: _i, originalUser: _o, ...adminBase } = admin;
const impersonating = sessionUser({ id: 52, email: 'guest@example.test', role: 'guest', clientId: 7, isImpersonating: true, originalUser: adminBase });

const entriesFor = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
const settingValue = async (key: string) => (await t.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

describe('auditedWrite', () => {
  it('stores the change and who made it, together', async () => {
    const result = await auditedWrite(
      t.db,
      admin,
      async (tx) => {
        await tx.insert(settings).values({ key: 'A', value: '1' });
        return 'done';
      },
      (r) => ({ action: 'test.write', targetType: 'setting', targetId: 'A', details: { result: r } }),
    );
    expect(result).toBe('done');
    expect(await settingValue('A')).toBe('1');
    const [entry] = await entriesFor('test.write');
    expect(entry).toMatchObject({ actorUserId: 41, actorEmail: 'admin@example.test', actingAsUserId: null, targetId: 'A', details: { result: 'done' } });
  });

  it('records the real account and, while impersonating, the account it views as', async () => {
    await auditedWrite(
      t.db,
      impersonating,
      async () => undefined,
      () => ({ action: 'test.as' }),
    );
    const [entry] = await entriesFor('test.as');
    expect(entry).toMatchObject({
      actorUserId: 41,
      actorEmail: 'admin@example.test',
      actingAsUserId: 52,
      actingAsEmail: 'guest@example.test',
      actingAsClientId: 7,
    });
  });

  it('keeps neither the change nor an entry when the write throws', async () => {
    await expect(
      auditedWrite(
        t.db,
        admin,
        async (tx) => {
          await tx.insert(settings).values({ key: 'B', value: '1' });
          throw new Error('refused halfway');
        },
        () => ({ action: 'test.rollback' }),
      ),
    ).rejects.toThrow('refused halfway');
    expect(await settingValue('B')).toBeUndefined();
    expect(await entriesFor('test.rollback')).toHaveLength(0);
  });
});
