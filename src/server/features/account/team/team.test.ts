import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import type { TeamMember } from '@shared/api/account/team';
import { clientTeamAssignments, users } from '@server/db/schema';

const ctx = seededApp();

const team = (clientId: number | string, cookie?: string) =>
  ctx.t.app.inject({ method: 'GET', url: `/api/clients/${clientId}/team`, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });

/** A client with its guest and a team member (assigned), and an admin assigned to it too. */
async function staffedClient() {
  const { db } = ctx.t;
  const client = await createClient(db);
  const guest = await createUser(db, { role: 'guest', clientId: client.id });
  const member = await createUser(db, { role: 'team', clientId: client.id, name: 'Tessa Morgan' });
  const admin = await createUser(db, { role: 'admin', name: 'Adrian Cole' });
  await db.update(users).set({ profileImage: '/uploads/tessa.webp' }).where(eq(users.id, member.id));
  await db.insert(clientTeamAssignments).values([
    { clientId: client.id, userId: member.id },
    { clientId: client.id, userId: admin.id },
  ]);
  return { client, guest, member, admin };
}

describe('the team of a client', () => {
  it('lists the assigned team, admins and owners by name for the guest of the client', async () => {
    const { client, guest, member, admin } = await staffedClient();
    const res = await team(client.id, await openSession(ctx.t.db, guest.id));
    expect(res.statusCode).toBe(200);
    const list: TeamMember[] = res.json();
    expect(list).toEqual([
      { id: admin.id, name: 'Adrian Cole', role: 'admin', email: admin.email, profileImage: null },
      { id: member.id, name: 'Tessa Morgan', role: 'team', email: member.email, profileImage: '/uploads/tessa.webp' },
    ]);
  });

  it('leaves out inactive accounts and guests, and answers [] when nobody is assigned', async () => {
    const { client, guest, member } = await staffedClient();
    await ctx.t.db.update(users).set({ active: false }).where(eq(users.id, member.id));
    await ctx.t.db.insert(clientTeamAssignments).values({ clientId: client.id, userId: guest.id });
    const names = (await team(client.id, await openSession(ctx.t.db, guest.id))).json().map((m: TeamMember) => m.name);
    expect(names).toEqual(['Adrian Cole']);
    const lonely = await createClient(ctx.t.db);
    const lonelyGuest = await createUser(ctx.t.db, { role: 'guest', clientId: lonely.id });
    expect((await team(lonely.id, await openSession(ctx.t.db, lonelyGuest.id))).json()).toEqual([]);
  });

  it('is open to admins, owners and an admin viewing as the guest; refused to team members (403), other guests (403) and visitors (401)', async () => {
    const { client, member } = await staffedClient();
    const { guest: otherGuest } = await staffedClient();
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const owner = await createUser(ctx.t.db, { role: 'owner' });
    for (const cookie of [await openSession(ctx.t.db, admin.id), await openSession(ctx.t.db, owner.id), await openSession(ctx.t.db, admin.id, client.id)]) {
      expect((await team(client.id, cookie)).statusCode).toBe(200);
    }
    for (const [cookie, status] of [
      [await openSession(ctx.t.db, member.id), 403],
      [await openSession(ctx.t.db, otherGuest.id), 403],
      [undefined, 401],
    ] as const) {
      const res = await team(client.id, cookie);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('answers 400 for an invalid id and 404 for an unknown client', async () => {
    const admin = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'admin' })).id);
    for (const id of ['0', '-1', '99999999999']) {
      const res = await team(id, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Invalid id');
    }
    const res = await team(2_000_000_000, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Client not found');
  });
});
