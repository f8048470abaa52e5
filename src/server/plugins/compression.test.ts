import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';

const SCRIPT = `console.log(${JSON.stringify('podium '.repeat(400))});`;

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'podium-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), `<!doctype html><html><head><title>Podium</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ CLIENT_DIR: clientDir });
  for (let i = 0; i < 30; i++) await createClient(t.db, { narrativeBio: 'A long enough biography to make the list worth compressing. '.repeat(8) });
});
afterAll(() => t.close());

describe('compression', () => {
  it('sends the build-time brotli copy of an asset, cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a gzip-only client and the plain file to others', async () => {
    const gzipped = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses JSON answers above the threshold, and not the small ones', async () => {
    const list = await t.app.inject({ url: '/api/clients?limit=30', headers: { 'accept-encoding': 'br' } });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).items).toHaveLength(30);
    const small = await t.app.inject({ url: '/api/clients/categories', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses server-made HTML pages, which stay revalidated', async () => {
    const page = await t.app.inject({ url: '/directory', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Executive Directory | Podium</title>');
  });
});

describe('static files', () => {
  it('answers a missing chunk with a 404, not the app’s page', async () => {
    const res = await t.app.inject({ url: '/assets/app-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('serves the files beside index.html, cached for an hour', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
