import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImages } from '../src/server/db/schema';
import { createClient, createUser } from './factories';
import { pdfText } from './helpers/pdf-text';
import { signIn } from './helpers/session';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The findings of a security review, each pinned by a test that failed before its fix. */

const INDEX_HTML = '<!doctype html><html><head><title>Podium</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

let t: TestApp;
let ip = 0;
/** A fresh client address, so one test's limits do not leak into another. */
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'podium-client-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ CLIENT_DIR: clientDir, HOST: 'podium.internal', PORT: '4321' });
  const risky = await createClient(t.db, {
    slug: 'risky-links',
    name: "Risky $& Links $` $'",
    headline: 'Head of $1 things',
    narrativeBio: 'Bio with [a link](javascript:alert(1)).',
    localimage: '/uploads/%E0%A4%A.jpg',
    profileImage: 'javascript:alert(1)',
    linkedinImgUrl: 'data:text/html,<script>alert(1)</script>',
    websiteUrl: 'javascript:alert(document.cookie)',
    linkedinUrl: 'https://linkedin.example/in/risky',
    instagramUrl: 'JaVaScRiPt:alert(1)',
    facebookUrl: 'not a url',
    bookUrl: 'http://books.example/risky',
  });
  await t.db.insert(mediaImages).values([
    { clientId: risky.id, url: 'javascript:alert(1)', alt: 'bad' },
    { clientId: risky.id, url: 'https://images.example/good.jpg', alt: 'good' },
  ]);
});
afterAll(() => t.close());

const resetLinkFor = async (host: string, app = t) => {
  const user = await createUser(app.db, { role: 'guest' });
  app.mail.sent.length = 0;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/request-reset',
    payload: { email: user.email },
    headers: { host },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  expect(app.mail.sent).toHaveLength(1);
  return app.mail.sent[0].link ?? '';
};

describe('links never come from the Host header', () => {
  it('builds reset links on http://localhost:{PORT} when Host is foreign and PUBLIC_URL is unset', async () => {
    const link = await resetLinkFor('evil.example');
    expect(link.startsWith('http://localhost:4321/reset-password?token=')).toBe(true);
    expect(t.mail.sent[0].text).not.toContain('evil.example');
  });

  it('trusts loopback names and the configured HOST', async () => {
    expect((await resetLinkFor('127.0.0.1:4321')).startsWith('http://127.0.0.1:4321/reset-password')).toBe(true);
    expect((await resetLinkFor('localhost:5173')).startsWith('http://localhost:5173/reset-password')).toBe(true);
    expect((await resetLinkFor('podium.internal:4321')).startsWith('http://podium.internal:4321/reset-password')).toBe(true);
    expect((await resetLinkFor('podium.internal.evil.example')).startsWith('http://localhost:4321/')).toBe(true);
  });

  it('always uses PUBLIC_URL when it is set', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://podium.example' });
    try {
      expect((await resetLinkFor('evil.example', app)).startsWith('https://podium.example/reset-password?token=')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('keeps share tags and the PDF on the trusted address', async () => {
    const html = (await t.app.inject({ url: '/profile/risky-links', headers: { host: 'evil.example' } })).body;
    expect(html).toContain('<meta property="og:url" content="http://localhost:4321/profile/risky-links" />');
    expect(html).toContain('content="http://localhost:4321/api/clients/risky-links/share-image"');
    expect(html).not.toContain('evil.example');
    const pdf = await t.app.inject({ url: '/api/clients/risky-links/pdf-profile', headers: { host: 'evil.example' }, remoteAddress: nextIp() });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('http://localhost:4321/profile/risky-links');
    expect(pdf.rawPayload.toString('latin1')).not.toContain('evil.example');
  });
});

describe('rate limits', () => {
  it('limit percent-encoded API paths like the API itself', async () => {
    const address = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      codes.push((await t.app.inject({ url: '/%61pi/clients/risky-links/pdf-profile', remoteAddress: address })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });

  it('give the PDF and the share image tighter limits, with Retry-After', async () => {
    for (const url of ['/api/clients/risky-links/pdf-profile', '/api/clients/risky-links/share-image']) {
      const address = nextIp();
      for (let i = 0; i < 30; i++) expect((await t.app.inject({ url, remoteAddress: address })).statusCode).toBe(200);
      const limited = await t.app.inject({ url, remoteAddress: address });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.inject({ url, remoteAddress: nextIp() })).statusCode).toBe(200);
    }
  });

  it('limit searches that miss the cache, not the cached ones', async () => {
    const address = nextIp();
    const search = (q: string) => t.app.inject({ url: `/api/clients/search?q=${encodeURIComponent(q)}`, remoteAddress: address });
    for (let i = 0; i < 60; i++) expect((await search(`term${i}`)).statusCode).toBe(200);
    const limited = await search('term-one-too-many');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search('term1')).statusCode).toBe(200);
  });
});

describe('input that used to answer 500', () => {
  it('refuses NUL characters with 400', async () => {
    const cases = [
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@b.test', password: 'x' }, remoteAddress: nextIp() }),
      t.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'a\u0000@b.test' }, remoteAddress: nextIp() }),
      t.app.inject({ url: '/api/clients/search?q=abc%00def', remoteAddress: nextIp() }),
      t.app.inject({ url: '/api/clients/risky%00', remoteAddress: nextIp() }),
      t.app.inject({ url: '/api/clients/risky%00/pdf-profile', remoteAddress: nextIp() }),
      t.app.inject({ url: '/api/clients/risky%00/share-image', remoteAddress: nextIp() }),
      t.app.inject({ url: '/api/clients?category=a%00b', remoteAddress: nextIp() }),
      t.app.inject({ url: '/api/podcasts?q=a%00b', remoteAddress: nextIp() }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('null characters');
    }
  });

  it('refuses NUL characters from signed-in users too (impersonate, navigation)', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email, admin.password);
    const impersonate = await t.app.inject({ method: 'POST', url: '/api/impersonate/client/a%00b', headers: { cookie } });
    expect(impersonate.statusCode).toBe(400);
    const navigation = await t.app.inject({
      method: 'POST',
      url: '/api/track-navigation',
      headers: { cookie },
      payload: { path: '/a\u0000', timestamp: new Date().toISOString() },
    });
    expect(navigation.statusCode).toBe(400);
  });

  it('bounds timestamps (year 0000 is a 400)', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email, admin.password);
    for (const timestamp of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '9999-12-31T23:59:59Z']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/track-navigation', headers: { cookie }, payload: { path: '/', timestamp } });
      expect(res.statusCode, timestamp).toBe(400);
    }
  });

  it('serves the PDF and the share image when the stored photo path has a broken % escape', async () => {
    for (const url of ['/api/clients/risky-links/pdf-profile', '/api/clients/risky-links/share-image']) {
      expect((await t.app.inject({ url, remoteAddress: nextIp() })).statusCode, url).toBe(200);
    }
    // the page's own address with a broken escape: the app's page as a 404 (plugins/bad-address.ts)
    const page = await t.app.inject({ url: '/profile/%E0%A4%A' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('stored text and links', () => {
  it("never expands $& or $` or $' from stored text into the page head", async () => {
    const html = (await t.app.inject({ url: '/profile/risky-links' })).body;
    expect(html).toContain('<title>Risky $&#38; Links $` $&#39; — Head of $1 things | Podium</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers only http(s) links and image addresses; javascript: never reaches the API or the PDF', async () => {
    const profile = (await t.app.inject({ url: '/api/clients/risky-links' })).json();
    expect(profile).toMatchObject({
      websiteUrl: null,
      instagramUrl: null,
      facebookUrl: null,
      profileImage: null,
      linkedinImgUrl: null,
      linkedinUrl: 'https://linkedin.example/in/risky',
      bookUrl: 'http://books.example/risky',
    });
    expect(profile.mediaImages.map((m: { src: string }) => m.src)).toEqual(['https://images.example/good.jpg']);
    expect(JSON.stringify(profile).toLowerCase()).not.toMatch(/javascript:|data:text/);
    // the unsafe link is left as its text: no empty link, no stray ")"
    expect(profile.narrativeBio).toBe('Bio with a link.');
    const pdf = await t.app.inject({ url: '/api/clients/risky-links/pdf-profile', remoteAddress: nextIp() });
    expect(pdf.rawPayload.toString('latin1').toLowerCase()).not.toContain('javascript');
    expect(pdfText(pdf.rawPayload)).toContain('https://linkedin.example/in/risky');
  });
});

describe('logout', () => {
  it('does nothing when another site sends the browser to GET /api/logout', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const cookie = await signIn(t.app, user.email, user.password);
    const forged = await t.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(forged.statusCode).toBe(302);
    expect(forged.cookies.find((c) => c.name === 'podium_session')).toBeUndefined();
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const own = await t.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(302);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});
