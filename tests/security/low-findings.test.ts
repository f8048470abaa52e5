import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAMS_PER_SESSION } from '@server/lib/event-stream-reply';
import { createUser } from '../factories';
import { seededApp } from '../helpers/seeded-app';
import { openSession } from '../helpers/session';

/** The security review's low findings that the route layer shows: the CSP of /admin/docs and the cap on event streams. */
const ctx = seededApp();
const opened: AbortController[] = [];
let baseUrl = '';
beforeAll(async () => {
  await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const abort of opened) abort.abort();
});

describe('the content security policy', () => {
  it('lets /admin/docs frame the API reference this server serves (frame-src has self)', async () => {
    const res = await ctx.t.app.inject({ url: '/admin/docs', headers: { cookie: await ctx.w.cookieFor('admin') } });
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('frame-src'));
    expect(frameSrc?.trim().split(/\s+/)).toContain("'self'");
  });
});

describe('event streams', () => {
  /** Opens the sync stream as a session over HTTP; its status, and how to close it as a browser going away would. */
  async function openSyncStream(cookie: string): Promise<{ status: number; message?: string; close(): void }> {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}/api/sync-progress-stream`, { headers: { cookie }, signal: abort.signal });
    if (res.status !== 200) return { status: res.status, message: (await res.json()).message, close: () => undefined };
    opened.push(abort);
    return { status: 200, close: () => abort.abort() };
  }

  it(`holds at most ${EVENT_STREAMS_PER_SESSION} open at once per session, refusing more with a plain 429; a stream the browser leaves frees its place`, async () => {
    const user = await createUser(ctx.t.db, { role: 'team' });
    const cookie = await openSession(ctx.t.db, user.id);
    const open = [];
    for (let i = 0; i < EVENT_STREAMS_PER_SESSION; i++) {
      const stream = await openSyncStream(cookie);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const refused = await openSyncStream(cookie);
    expect(refused).toMatchObject({ status: 429, message: 'Too many live updates are open for this session. Close some tabs and try again.' });
    expect((await openSyncStream(await openSession(ctx.t.db, user.id))).status).toBe(200);

    open[0].close();
    await expect.poll(async () => (await openSyncStream(cookie)).status).toBe(200);
  });
});
