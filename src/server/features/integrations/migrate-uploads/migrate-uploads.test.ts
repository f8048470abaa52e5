import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { filesForm, tinyPng } from '@tests/helpers/fixtures/directory/images/media-images';
import { type S3Server, startS3Server } from '@tests/helpers/s3-server';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { AdminJob } from '@shared/api/jobs';
import type { UploadStorageStatus } from '@shared/api/integrations/migrate-uploads';
import type { S3Storage } from '@server/integrations/storage/s3-storage';
import { settleJobs } from '@server/jobs/run-job';
import { moveFile } from './move-file';

let s3: S3Server;
/** Uploads on the disk (the default) and in the S3 server. */
let onDisk: TestApp;
let onS3: TestApp;
const cookies = { diskOwner: '', owner: '', admin: '' };
/** This file's marker, in the names of the files it stores. */
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  s3 = await startS3Server();
  [onDisk, onS3] = await Promise.all([createTestApp(), createTestApp(s3.env)]);
  cookies.diskOwner = await openSession(onDisk.db, (await createUser(onDisk.db, { role: 'owner' })).id);
  cookies.owner = await openSession(onS3.db, (await createUser(onS3.db, { role: 'owner' })).id);
  cookies.admin = await openSession(onS3.db, (await createUser(onS3.db, { role: 'admin' })).id);
});
afterAll(async () => {
  await Promise.all([onDisk?.close(), onS3?.close()]);
  await s3?.stop();
});

const get = (t: TestApp, url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const startMove = () => onS3.app.inject({ method: 'POST', url: '/api/admin/migrate-uploads/run', headers: { cookie: cookies.owner } });
const bucket = () => onS3.storage.s3!;

/** Runs a move to its end and answers the finished job. */
async function moveAll(): Promise<AdminJob> {
  const started = await startMove();
  expect(started.statusCode).toBe(201);
  await settleJobs(onS3.db);
  return (await get(onS3, `/api/admin/jobs/${started.json().id}`, cookies.owner)).json();
}

describe('on the local disk', () => {
  it('tells the owner uploads stay on the disk, and refuses a move with a plain reason', async () => {
    await onDisk.storage.write(`${run}-disk.jpg`, Buffer.from('four'), 'image/jpeg');
    const status: UploadStorageStatus = (await get(onDisk, '/api/admin/migrate-uploads', cookies.diskOwner)).json();
    expect(status).toMatchObject({ storage: 'local', target: expect.stringContaining('local disk') });
    expect(status.localFiles).toBeGreaterThanOrEqual(1);
    expect(status.localBytes).toBeGreaterThanOrEqual(4);
    const refused = await onDisk.app.inject({ method: 'POST', url: '/api/admin/migrate-uploads/run', headers: { cookie: cookies.diskOwner } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Uploads are stored on the local disk. Set STORAGE=s3 and the S3 settings, then restart, to move them.');
  });
});

describe('with STORAGE=s3', () => {
  it('stores a new upload in the bucket, not on the disk, and serves it, its sized copy and its object-storage address', async () => {
    const client = await createClient(onS3.db);
    const png = await tinyPng('#2a7a4a');
    const res = await onS3.app.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/media-images`,
      payload: filesForm([{ name: 'stage.png', data: png }]),
      headers: { cookie: cookies.owner },
    });
    expect(res.statusCode).toBe(201);
    const name: string = res.json()[0].localFilename.replace('/uploads/', '');
    expect(existsSync(join(onS3.storage.local.root, name))).toBe(false);
    expect(await bucket().read(name)).toEqual(png);
    const served = await get(onS3, `/uploads/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(png);
    expect((await get(onS3, `/public-objects/media/${name}`)).rawPayload).toEqual(png);
    expect((await get(onS3, `/uploads/${name}`, undefined, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(304);
    const sized = await get(onS3, `/img/160/${name}`);
    expect(sized.statusCode).toBe(200);
    expect(sized.headers['content-type']).toBe('image/webp');
    expect((await get(onS3, '/uploads/..%2Fsession-secret')).statusCode).toBe(404);
    expect((await get(onS3, `/uploads/${run}-never-stored.jpg`)).statusCode).toBe(404);
  });

  it('moves every local file to the bucket, checked, and resumes over copies an earlier run left behind', async () => {
    const files = Array.from({ length: 9 }, (_, i) => ({ name: `${run}-move-${i}.jpg`, data: randomBytes(2_000 + i * 700) }));
    for (const file of files) await onS3.storage.local.write(file.name, file.data, 'image/jpeg');
    // what a crash leaves: one file copied but not yet deleted locally, one copy cut short
    await bucket().write(files[0]!.name, files[0]!.data, 'image/jpeg');
    await bucket().write(files[1]!.name, files[1]!.data.subarray(0, 100), 'image/jpeg');
    const before: UploadStorageStatus = (await get(onS3, '/api/admin/migrate-uploads', cookies.owner)).json();
    expect(before).toMatchObject({ storage: 's3', target: `S3 bucket ${s3.bucket} at ${s3.endpoint}` });
    expect(before.localFiles).toBeGreaterThanOrEqual(files.length);

    const job = await moveAll();
    expect(job).toMatchObject({ kind: 'migrate-uploads', status: 'succeeded', error: null });
    expect(job.done).toBe(job.total);
    expect(job.summary).toMatchObject({ failed: 0 });
    expect(job.summary.moved).toBeGreaterThanOrEqual(files.length);
    for (const file of files) {
      expect(existsSync(join(onS3.storage.local.root, file.name))).toBe(false);
      expect(await bucket().read(file.name)).toEqual(file.data);
      expect((await get(onS3, `/uploads/${file.name}`)).rawPayload).toEqual(file.data);
    }
    expect((await get(onS3, '/api/admin/migrate-uploads', cookies.owner)).json()).toMatchObject({ localFiles: 0, localBytes: 0 });
  });

  it('keeps the local file when the copy does not check out, and says why', async () => {
    const name = `${run}-short.jpg`;
    const data = randomBytes(5_000);
    await onS3.storage.local.write(name, data, 'image/jpeg');
    // a link that drops the end of every upload
    const lossy: S3Storage = { ...bucket(), write: (n, d, type) => bucket().write(n, d.subarray(0, d.length - 10), type) };
    expect(await moveFile(onS3.storage.local, lossy, name)).toEqual({
      status: 'failed',
      reason: `The copy has ${data.length - 10} bytes, the file ${data.length}`,
    });
    expect(await onS3.storage.local.read(name)).toEqual(data);
    expect((await get(onS3, `/uploads/${name}`)).rawPayload).toEqual(data);
  });

  it('shows a move to owners only: to an admin the job does not exist', async () => {
    const job = await moveAll();
    expect((await get(onS3, `/api/admin/jobs/${job.id}`, cookies.admin)).statusCode).toBe(404);
    expect((await get(onS3, `/api/admin/jobs/${job.id}/findings`, cookies.admin)).statusCode).toBe(404);
    expect((await get(onS3, `/api/admin/jobs/${job.id}/events`, cookies.admin)).statusCode).toBe(404);
    expect((await onS3.app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/cancel`, headers: { cookie: cookies.admin } })).statusCode).toBe(404);
    expect((await get(onS3, '/api/admin/jobs?kind=migrate-uploads', cookies.admin)).json().items).toEqual([]);
    expect((await get(onS3, '/api/admin/jobs?kind=migrate-uploads', cookies.owner)).json().items.map((j: AdminJob) => j.id)).toContain(job.id);
  });
});
