import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOST_LINK_INVALID } from '@shared/api/bookings/requests';
import { errorLog } from '../db/schema';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';

/** Words of Fastify's own messages and codes that must never reach a person. */
const FRAMEWORK_WORDING = /FST_|content-type is set|Unsupported Media Type|is not a valid url component|No route for|Could not decompress/i;

const JSON_TYPE = { 'content-type': 'application/json' };
const GZIPPED_JSON = { ...JSON_TYPE, 'content-encoding': 'gzip' };
/** About 30 KB that is not gzip: more than the socket delivers in one read, so most of it is still arriving when the decoder fails. */
const JUNK = Buffer.alloc(30_000, 'not gzip at all ');
const LOGIN = '/api/auth/login';

let t: TestApp;
let base: string;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'podium-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>Podium</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ CLIENT_DIR: clientDir, RATE_LIMIT_DISABLED: 'true' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

/** Expects an answer of `status` in our shape, exactly `{ message, code }`, in plain words. */
function expectPlain(
  res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
  status: number,
  body: { message: string; code: string },
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.json()).toEqual(body);
  expect(body.message).not.toMatch(FRAMEWORK_WORDING);
}

describe('bodies Fastify cannot read answer in our words', () => {
  it('a body that is not JSON: 400 INVALID_JSON; an empty one: 400 EMPTY_BODY', async () => {
    for (const payload of ['this is not JSON', '{"email":', '{"__proto__":{"admin":true}}']) {
      const res = await t.app.inject({ method: 'POST', url: LOGIN, headers: JSON_TYPE, payload });
      expectPlain(res, 400, { message: 'We could not read what was sent: it is not valid JSON.', code: 'INVALID_JSON' });
    }
    const empty = await t.app.inject({ method: 'POST', url: LOGIN, headers: JSON_TYPE, payload: '' });
    expectPlain(empty, 400, { message: 'We could not read what was sent: it was empty.', code: 'EMPTY_BODY' });
  });

  it('a content type no route reads: 415, asking for JSON, or for multipart on an upload route', async () => {
    const xml = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expectPlain(xml, 415, { message: 'This kind of content is not accepted here: send JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const upload = await t.app.inject({ method: 'POST', url: '/api/clients/1/media-images', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expectPlain(upload, 415, { message: 'This kind of content is not accepted here: send the files as multipart/form-data.', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a body over the limit: 413 saying how much may be sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, headers: JSON_TYPE, payload: `"${'x'.repeat(1_100_000)}"` });
    expectPlain(res, 413, { message: 'What was sent is too large: send at most 1 MB.', code: 'BODY_TOO_LARGE' });
  });
});

describe('a client that goes away', () => {
  it('while its body arrives is no database outage and no error of ours: logged as information, nothing in the error log', async () => {
    const log = t.app.log as unknown as Record<'info' | 'warn' | 'error', (...args: unknown[]) => void>;
    const spies = { info: vi.spyOn(log, 'info'), warn: vi.spyOn(log, 'warn'), error: vi.spyOn(log, 'error') };
    const errorsBefore = (await t.db.select().from(errorLog)).length;
    const { port } = t.app.server.address() as { port: number };
    // a login whose body is cut off half-way: the socket closes, Node's request reads "aborted"
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`);
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    await expect.poll(() => spies.info.mock.calls.some(([message]) => message === 'the client went away before its request was read')).toBe(true);
    expect(spies.warn.mock.calls.map((call) => call.at(-1))).not.toContain('database unavailable');
    expect(spies.error).not.toHaveBeenCalled();
    expect((await t.db.select().from(errorLog)).length).toBe(errorsBefore);
    for (const spy of Object.values(spies)) spy.mockRestore();
  });
});

describe('addresses', () => {
  it('a page address that cannot be decoded: the app’s page as a 404, with the site’s security headers', async () => {
    for (const url of ['/approve/%E0%A4%A', '/profile/%', '/%ED%A0%80?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('an API address that cannot be decoded (also spelled /%61pi): a JSON 400; a write to a page address too', async () => {
    const answer = { message: 'This address is not valid: check the link, or type it again.', code: 'BAD_ADDRESS' };
    for (const url of ['/api/requests/%E0%A4%A', '/%61pi/requests/%', '/api/requests/%ED%A0%80/confirm']) {
      expectPlain(await t.app.inject({ url }), 400, answer);
      expectPlain(await t.app.inject({ method: 'POST', url, headers: JSON_TYPE, payload: '{}' }), 400, answer);
    }
    expectPlain(await t.app.inject({ method: 'POST', url: '/approve/%E0%A4%A', headers: JSON_TYPE, payload: '{}' }), 400, answer);
  });

  it('a token of 101 to 256 characters reaches its route: unknown (404) up to 128, refused by its schema (400) beyond', async () => {
    for (const [length, status] of [
      [101, 404],
      [128, 404],
      [129, 400],
      [256, 400],
    ]) {
      const res = await t.app.inject({ url: `/api/requests/${'a'.repeat(length)}` });
      expect(res.statusCode, `${length} characters`).toBe(status);
      expect(res.json().message).toBe(HOST_LINK_INVALID);
    }
  });

  it('an unknown API address: a plain 404 that does not echo the address', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing/secret-ish'],
      ['POST', '/api/no-such-thing'],
      ['DELETE', '/no-such-page'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expectPlain(res, 404, { message: 'There is nothing at this address.', code: 'NOT_FOUND' });
    }
  });
});

describe('compressed bodies', () => {
  const notGzip = { message: 'We could not read what was sent: it is not valid gzip.', code: 'INVALID_ENCODING' };

  it('a body that is not gzip, small or 30 KB: 400 in our words (inject)', async () => {
    for (const payload of [Buffer.from('junk'), JUNK]) {
      expectPlain(await t.app.inject({ method: 'POST', url: LOGIN, headers: GZIPPED_JSON, payload }), 400, notGzip);
      expectPlain(await t.app.inject({ method: 'POST', url: '/api/booking-requests', headers: GZIPPED_JSON, payload }), 400, notGzip);
    }
  });

  it('a 30 KB body that is not gzip gets its 400 over a real socket, which stays open for the next request', async () => {
    for (const url of [LOGIN, '/api/booking-requests']) {
      const res = await fetch(`${base}${url}`, { method: 'POST', headers: GZIPPED_JSON, body: JUNK });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(notGzip);
    }
    // the same connection (keep-alive) answers the next request
    const next = await fetch(`${base}/api/no-such-thing`);
    expect(next.status).toBe(404);
  });

  it('a gzipped JSON body is read; one that inflates beyond the limit is a 413; an unknown encoding a 415', async () => {
    const login = await fetch(`${base}${LOGIN}`, {
      method: 'POST',
      headers: GZIPPED_JSON,
      body: gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' })),
    });
    expect(login.status).toBe(401);
    const bomb = await fetch(`${base}${LOGIN}`, { method: 'POST', headers: GZIPPED_JSON, body: gzipSync(Buffer.alloc(20_000_000, ' ')) });
    expect(bomb.status).toBe(413);
    expect((await bomb.json()).code).toBe('BODY_TOO_LARGE');
    const zstd = await t.app.inject({ method: 'POST', url: LOGIN, headers: { ...JSON_TYPE, 'content-encoding': 'compress' }, payload: '{}' });
    expectPlain(zstd, 415, { message: 'This content encoding is not accepted here: send the body as it is, or gzipped.', code: 'UNSUPPORTED_ENCODING' });
  });
});
