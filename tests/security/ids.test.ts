import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, profileKeywords, users } from '@server/db/schema';
import { createClient, createUser } from '../factories';
import { seededApp } from '../helpers/seeded-app';

/**
 * Ids are positive integers only, numbers in JSON bodies and digit strings in
 * paths and queries. Junk that JavaScript would coerce to a real id (true, "0x10", [[1]], "1e3",
 * " 1", "01"…) once archived a client and cleared another client's keywords.
 */
const ctx = seededApp();

/** Path and query spellings that coerce to `id` (or to another valid id) but are not its digits. */
function junkTexts(id: number): string[] {
  return [
    'true',
    `0x${id.toString(16)}`,
    `${id}e0`,
    '1e3',
    `%20${id}`,
    `${id}%20`,
    `+${id}`,
    `-${id}`,
    '0',
    '1.5',
    `${id}.0`,
    `0${id}`,
    '2147483648',
    '99999999999',
    '[[1]]',
  ];
}

/** JSON body values that coerce to `id` (or another number) but are not a positive integer number. */
function junkValues(id: number): unknown[] {
  return [true, `0x${id.toString(16)}`, [[id]], `${id}e0`, '1e3', ` ${id}`, String(id), `0${id}`, -1, 0, 1.5, 2_147_483_648, {}];
}

/** A 400 with a plain message: one sentence naming the field, no validator jargon. */
function expectPlain400(res: { statusCode: number; body: string; json(): { message: string; code: string } }, what: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  const { message, code } = res.json();
  expect(code).toBe('VALIDATION_FAILED');
  expect(message, what).toMatch(/Invalid id|Choose a client/);
  expect(message, what).not.toMatch(/expected|received|NaN|coerce/i);
}

/** A client with keywords, and an admin's cookie to act on it. */
async function target() {
  const client = await createClient(ctx.t.db);
  await ctx.t.db.insert(profileKeywords).values([
    { clientId: client.id, name: 'leadership' },
    { clientId: client.id, name: 'growth', position: 1 },
  ]);
  return { client, admin: (await ctx.w.cookieFor('admin'))! };
}

async function unchanged(clientId: number): Promise<void> {
  const [row] = await ctx.t.db.select({ archivedAt: clients.archivedAt }).from(clients).where(eq(clients.id, clientId));
  expect(row.archivedAt).toBeNull();
  expect(await ctx.t.db.select().from(profileKeywords).where(eq(profileKeywords.clientId, clientId))).toHaveLength(2);
}

describe('ids in paths', () => {
  it('refuse anything but the digits of a positive integer (400), and change nothing', async () => {
    const { client, admin } = await target();
    for (const junk of junkTexts(client.id)) {
      const archive = `/api/admin/clients/${junk}/archive`;
      expectPlain400(await ctx.t.app.inject({ method: 'POST', url: archive, headers: { cookie: admin }, remoteAddress: ctx.w.nextIp() }), archive);
      // a manageClient route checks access on the path's client first: junk that names no client at all is refused there (403)
      const keywords = await ctx.t.app.inject({
        method: 'DELETE',
        url: `/api/clients/${junk}/keywords`,
        headers: { cookie: admin },
        remoteAddress: ctx.w.nextIp(),
      });
      if (keywords.statusCode === 403) expect(keywords.json().message).toBe('You do not have permission to do this');
      else expectPlain400(keywords, `DELETE /api/clients/${junk}/keywords`);
    }
    await unchanged(client.id);
    const res = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/clients/${client.id}/keywords`,
      headers: { cookie: admin },
      remoteAddress: ctx.w.nextIp(),
    });
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('ids in queries', () => {
  it('refuse anything but the digits of a positive integer, and a repeated id (400)', async () => {
    const { client, admin } = await target();
    for (const query of [...junkTexts(client.id).map((junk) => `clientId=${junk}`), `clientId=${client.id}&clientId=${client.id}`]) {
      const url = `/api/admin/talking-points?${query}`;
      expectPlain400(await ctx.t.app.inject({ url, headers: { cookie: admin }, remoteAddress: ctx.w.nextIp() }), url);
    }
    const res = await ctx.t.app.inject({ url: `/api/admin/talking-points?clientId=${client.id}`, headers: { cookie: admin }, remoteAddress: ctx.w.nextIp() });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('ids in bodies', () => {
  it('are numbers only: strings, booleans, arrays and non-positive or fractional numbers are refused (400), and nothing changes', async () => {
    const { client, admin } = await target();
    const other = await createClient(ctx.t.db);
    const member = await createUser(ctx.t.db, { role: 'team', clientId: other.id });
    for (const junk of junkValues(client.id)) {
      const label = JSON.stringify(junk);
      const archive = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/admin/clients/bulk-archive',
        payload: { ids: [junk] },
        headers: { cookie: admin },
        remoteAddress: ctx.w.nextIp(),
      });
      expectPlain400(archive, `bulk-archive ${label}`);
      const move = await ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${member.id}`,
        payload: { clientId: junk },
        headers: { cookie: admin },
        remoteAddress: ctx.w.nextIp(),
      });
      expectPlain400(move, `move ${label}`);
    }
    await unchanged(client.id);
    const [row] = await ctx.t.db.select({ clientId: users.clientId }).from(users).where(eq(users.id, member.id));
    expect(row.clientId).toBe(other.id);
    const archive = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin/clients/bulk-archive',
      payload: { ids: [client.id] },
      headers: { cookie: admin },
      remoteAddress: ctx.w.nextIp(),
    });
    expect(archive.json()).toEqual({ changed: 1 });
  });
});
