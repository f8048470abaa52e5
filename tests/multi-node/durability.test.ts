import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { clientTeamAssignments } from '@server/db/schema';
import { createPglite, wrapPglite } from '@server/db/client';
import type { Message, ThreadHistory } from '@shared/api/messaging/messages';
import { createClient, createUser } from '../factories';
import { testDatabaseUrl } from '../helpers/databases';
import { openSession } from '../helpers/session';
import { type ServerProcess, startServerProcess } from './server-process';

/** The server's DATA_DIR, made by the test (a skipped file runs no hooks and must leave nothing behind). */
let dataDir = '';
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The server's embedded database, made from the suite's migrated template (much faster than
 * migrating a new one) before the server holds it, with a guest and an assigned team member of one client.
 */
async function seed() {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await wrapPglite(await createPglite(join(dataDir, 'db'), template), false);
  try {
    const { db } = database;
    const client = await createClient(db);
    const guest = await createUser(db, { role: 'guest', clientId: client.id, password: null });
    const team = await createUser(db, { role: 'team', password: null });
    await db.insert(clientTeamAssignments).values({ clientId: client.id, userId: team.id });
    return { clientId: client.id, guest: await openSession(db, guest.id), team: await openSession(db, team.id) };
  } finally {
    await database.close();
  }
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  servers.push(server);
  return server;
}

// The embedded database only (on PostgreSQL durability is the server's business); the PostgreSQL step skips it.
it.skipIf(testDatabaseUrl)(
  'keeps a message whose 201 was sent when the server is killed (SIGKILL) right after',
  async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'podium-durable-'));
    const cast = await seed();
    const first = await start();
    const res = await fetch(`${first.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { cookie: cast.team, origin: first.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: cast.clientId, body: 'Saved before the crash' }),
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as Message;
    await first.kill();

    const second = await start();
    const history = await fetch(`${second.baseUrl}/api/messages/threads/${sent.threadId}`, { headers: { cookie: cast.guest } });
    expect(history.status).toBe(200);
    expect(((await history.json()) as ThreadHistory).items).toContainEqual(sent);
  },
  240_000,
);
