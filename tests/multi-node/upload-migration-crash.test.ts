import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { createPglite, wrapPglite } from '@server/db/client';
import { createS3Storage } from '@server/integrations/storage/s3-storage';
import type { AdminJob } from '@shared/api/jobs';
import { createUser } from '../factories';
import { testDatabaseUrl } from '../helpers/databases';
import { type S3Server, startS3Server } from '../helpers/s3-server';
import { openSession } from '../helpers/session';
import { type ServerProcess, startServerProcess } from './server-process';

/** The server's DATA_DIR, made by the test (a skipped file runs no hooks and must leave nothing behind). */
let dataDir = '';
let s3: S3Server | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await s3?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** An owner's session in the server's embedded database, made from the suite's migrated template before the server holds it. */
async function ownerSession(): Promise<string> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await wrapPglite(await createPglite(join(dataDir, 'db'), template), false);
  try {
    return await openSession(database.db, (await createUser(database.db, { role: 'owner' })).id);
  } finally {
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The embedded database only: there a restarted server knows the killed run is dead at once (on PostgreSQL the
// two-minute heartbeat rule decides, as other nodes may be running it); the PostgreSQL step skips it.
it.skipIf(testDatabaseUrl)(
  'a move to S3 killed with SIGKILL halfway is resumed and ends with every file readable from S3, none lost',
  async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'podium-move-'));
    s3 = await startS3Server();
    const cookie = await ownerSession();
    const uploads = join(dataDir, 'uploads');
    mkdirSync(uploads);
    const files = Array.from({ length: 120 }, (_, i) => ({
      name: `${String(i).padStart(4, '0')}${randomBytes(8).toString('hex')}.jpg`,
      data: randomBytes(16_000 + (i % 7) * 1_000),
    }));
    for (const file of files) writeFileSync(join(uploads, file.name), file.data);

    const start = async () => {
      const server = await startServerProcess(dataDir, s3!.env);
      servers.push(server);
      return server;
    };
    const api = (server: ServerProcess, path: string, method = 'GET') =>
      fetch(`${server.baseUrl}${path}`, { method, headers: { cookie, origin: server.baseUrl } });
    const job = async (server: ServerProcess, id: number) => (await (await api(server, `/api/admin/jobs/${id}`)).json()) as AdminJob;

    const first = await start();
    const started = await api(first, '/api/admin/migrate-uploads/run', 'POST');
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as AdminJob;
    let seen = await job(first, id);
    while (seen.status === 'running' && (seen.total === 0 || seen.done < seen.total / 4)) {
      await sleep(20);
      seen = await job(first, id);
    }
    await first.kill();
    const left = readdirSync(uploads).filter((name) => !name.startsWith('.'));
    // killed halfway: some files moved, some still on the disk
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(files.length);

    const second = await start();
    expect(await job(second, id)).toMatchObject({ status: 'failed', error: 'The job stopped unexpectedly: its server went away' });
    const resumed = await api(second, '/api/admin/migrate-uploads/run', 'POST');
    expect(resumed.status).toBe(201);
    const next = (await resumed.json()) as AdminJob;
    let done = await job(second, next.id);
    for (const deadline = Date.now() + 60_000; done.status === 'running' && Date.now() < deadline; await sleep(100)) done = await job(second, next.id);
    expect(done).toMatchObject({ status: 'succeeded', done: left.length, total: left.length, summary: { failed: 0 } });

    expect(readdirSync(uploads).filter((name) => !name.startsWith('.'))).toEqual([]);
    const bucket = await createS3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    try {
      for (const file of files) expect((await bucket.read(file.name))?.equals(file.data), file.name).toBe(true);
    } finally {
      bucket.close();
    }
    for (const file of files.slice(0, 20))
      expect(Buffer.from(await (await fetch(`${second.baseUrl}/uploads/${file.name}`)).arrayBuffer()).equals(file.data)).toBe(true);
  },
  240_000,
);
