import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { createPglite, wrapPglite } from '@server/db/client';
import { createUser } from '../factories';
import { testDatabaseUrl } from '../helpers/databases';
import { openSession } from '../helpers/session';
import { connected, openSocket, refusal } from '../helpers/sockets';
import { type ServerProcess, startServerProcess } from './server-process';

const TOKEN = 'drain-test-metrics-token-0123456789';
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A server on a fresh embedded database (the suite's migrated template) with a signed-in team member; their session cookie. */
async function start(env: Record<string, string>): Promise<{ server: ServerProcess; cookie: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-drain-'));
  dataDirs.push(dataDir);
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await wrapPglite(await createPglite(join(dataDir, 'db'), template), false);
  let cookie: string;
  try {
    cookie = await openSession(database.db, (await createUser(database.db, { role: 'team' })).id);
  } finally {
    await database.close();
  }
  const server = await startServerProcess(dataDir, env);
  servers.push(server);
  return { server, cookie };
}

/** A sign-in whose body arrives in two parts: the request is in flight until `finish()` sends the rest. */
function slowSignIn(baseUrl: string): { finish(): void; response: Promise<{ status: number; body: string }>; req: ClientRequest } {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  const req = request(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { finish: () => req.end(body.slice(10)), response, req };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The embedded database (the PostgreSQL step runs the same code; once is enough).
it.skipIf(testDatabaseUrl)(
  'drains on SIGTERM: /readyz turns 503 first, new sockets are refused, then what is in flight finishes, streams and sockets end, and the process exits 0',
  async () => {
    const { server, cookie } = await start({ SHUTDOWN_GRACE_MS: '1500', SHUTDOWN_TIMEOUT_MS: '15000', METRICS_TOKEN: TOKEN });
    const { baseUrl } = server;
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const metrics = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    // the process's own figures are there too (main.ts)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^podium_http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} 1$/m);

    const socket = await connected(openSocket(baseUrl, cookie));
    const socketEnded = new Promise((resolve) => socket.once('disconnect', resolve));
    const stream = await fetch(`${baseUrl}/api/sync-progress-stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const slow = slowSignIn(baseUrl);
    await wait(200);

    const stopped = server.stop(20_000);
    const signalled = Date.now();
    await expect.poll(async () => (await fetch(`${baseUrl}/readyz`)).status, { timeout: 1_000, interval: 50 }).toBe(503);
    expect(Date.now() - signalled).toBeLessThan(1_000);
    // still alive, and still serving during the grace
    const live = await fetch(`${baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');
    await expect(refusal(openSocket(baseUrl, cookie))).resolves.toBeTruthy();

    // past the grace the app closes: the request in flight is finished, not cut
    await wait(2_000);
    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    await expect(socketEnded).resolves.toBe('io server disconnect');
    await expect(stream.text()).resolves.toBe(': connected\n\n');

    const exit = await stopped;
    expect(exit, server.logs()).not.toBeNull();
    expect(exit!.code).toBe(0);
    // the grace, then the close: a few seconds, not the keep-alive or request timeouts
    expect(exit!.ms).toBeLessThan(8_000);
  },
  240_000,
);

it.skipIf(testDatabaseUrl)(
  'exits with 1 after SHUTDOWN_TIMEOUT_MS when a request in flight never ends',
  async () => {
    const { server } = await start({ SHUTDOWN_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '2000' });
    const stuck = slowSignIn(server.baseUrl);
    stuck.response.catch(() => undefined);
    await wait(200);
    const exit = await server.stop(20_000);
    stuck.req.destroy();
    expect(exit, server.logs()).not.toBeNull();
    expect(exit!.code).toBe(1);
    expect(exit!.ms).toBeGreaterThanOrEqual(1_900);
    expect(exit!.ms).toBeLessThan(6_000);
    expect(server.logs()).toContain('the stop took longer than SHUTDOWN_TIMEOUT_MS (2000 ms), exiting anyway');
  },
  240_000,
);
