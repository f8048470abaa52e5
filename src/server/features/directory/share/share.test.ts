import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tests/factories';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { videos } from '@server/db/schema';
import { uploadsDir } from '@server/integrations/storage/upload-storage';

let t: TestApp;
let ninasVideo: number;
let quietsVideo: number;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'podium-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Podium</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_URL: 'https://podium.example', SITE_NAME: 'Podium' });
  mkdirSync(uploadsDir(t.config.dataDir), { recursive: true });
  await sharp({ create: { width: 600, height: 900, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(join(uploadsDir(t.config.dataDir), 'nina.jpg'));
  const nina = await createClient(t.db, {
    slug: 'nina-patel',
    name: 'Nina Patel',
    headline: 'CFO, Brightline',
    narrativeBio: '# Nina\n\nNina turns **finance** into [strategy](https://x.example) & growth.\n\nSecond paragraph.',
    localimage: 'nina.jpg',
  });
  const quiet = await createClient(t.db, { slug: 'no-bio', name: 'Quiet <Person>', headline: 'Advisor', narrativeBio: '' });
  [{ id: ninasVideo }, { id: quietsVideo }] = await t.db
    .insert(videos)
    .values([
      { clientId: nina.id, title: 'On finance', youtubeId: 'aaaaaaaaaaa', toApprove: 0 },
      { clientId: quiet.id, title: 'On quiet', youtubeId: 'bbbbbbbbbbb', toApprove: 0 },
    ])
    .returning();
});
afterAll(() => t.close());

describe('share tags in the server HTML', () => {
  it('carries title, description, og and twitter tags for a profile without JavaScript', async () => {
    const res = await t.app.inject({ url: '/profile/nina-patel' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Nina Patel — CFO, Brightline | Podium</title>');
    expect(html).toContain('<meta property="og:title" content="Nina Patel — CFO, Brightline | Podium" />');
    expect(html).toContain('<meta property="og:description" content="Nina turns finance into strategy &#38; growth." />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:image" content="https://podium.example/api/clients/nina-patel/share-image" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('falls back to the headline and escapes HTML', async () => {
    const html = (await t.app.inject({ url: '/profile/no-bio' })).body;
    expect(html).toContain('<title>Quiet &#60;Person&#62; — Advisor | Podium</title>');
    expect(html).toContain('<meta name="description" content="Advisor" />');
  });

  it("gives a video page its profile's tags only when the video is that client's", async () => {
    expect((await t.app.inject({ url: `/profile/nina-patel/video/${ninasVideo}` })).body).toContain('<title>Nina Patel — CFO, Brightline | Podium</title>');
    for (const url of [`/profile/nina-patel/video/${quietsVideo}`, '/profile/nina-patel/video/99999999999']) {
      const html = (await t.app.inject({ url })).body;
      expect(html).toContain('<title>Podium</title>');
      expect(html).not.toContain('Nina Patel');
    }
  });

  it('gives other public pages a title and description', async () => {
    expect((await t.app.inject({ url: '/directory' })).body).toContain('<title>Executive Directory | Podium</title>');
    expect((await t.app.inject({ url: '/profile/unknown' })).body).toContain('<title>Profile not found | Podium</title>');
    expect((await t.app.inject({ url: '/guides/booking' })).body).toContain('<title>How to book an executive guest | Podium</title>');
  });

  it('keeps a host’s private request page out of search engines and its link out of the share tags', async () => {
    const html = (await t.app.inject({ url: '/requests/a-host-token-0123456789' })).body;
    expect(html).toContain('<title>Your booking request | Podium</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('a-host-token-0123456789');
    expect((await t.app.inject({ url: '/directory' })).body).not.toContain('noindex');
  });
});

describe('images', () => {
  it('makes an 800×800 share image from the profile photo, or from the initials', async () => {
    for (const slug of ['nina-patel', 'no-bio']) {
      const res = await t.app.inject({ url: `/api/clients/${slug}/share-image` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
    expect((await t.app.inject({ url: '/api/clients/nobody/share-image' })).statusCode).toBe(404);
  });

  it('generates initials avatars and rejects an empty name', async () => {
    const res = await t.app.inject({ url: '/api/avatar?name=Nina%20Patel' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('>NP</text>');
    expect((await t.app.inject({ url: '/api/avatar?name=' })).statusCode).toBe(400);
  });
});
