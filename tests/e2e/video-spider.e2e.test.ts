import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVideo, type FakeYouTube, startFakeYouTube } from '../fakes/youtube-server';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';
import { expectToast } from './toasts';

/** What the fake YouTube finds for every search. */
const FOUND: FakeVideo[] = [
  {
    id: 'spiderE2e01',
    title: 'Spider keynote on calm leadership',
    publishedAt: '2024-02-02T10:00:00Z',
    channelTitle: 'Summit TV',
    viewCount: 4321,
    likeCount: 21,
  },
  { id: 'spiderE2e02', title: 'Spider panel: the long view', publishedAt: '2023-07-12T09:30:00Z', channelTitle: 'Conf Live', viewCount: 87 },
];

/** A 1×1 PNG for YouTube's thumbnail host. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube(FOUND);
});
afterAll(() => fake?.close());
const suite = e2eSuite(() => ({ env: { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_BASE_URL: fake.baseUrl } }));

/** A page signed in as the seeded admin, with YouTube's thumbnail host answered locally. */
async function adminPage(): Promise<Page> {
  const context = await newContext(suite.browser, suite.server);
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  const page = await context.newPage();
  const admin = account(suite.server, 'admin');
  await signIn(page, admin, '/admin');
  return page;
}

describe('video spider', () => {
  it('an admin runs the spider for one client, watches it finish, and imports a result that then waits for approval', async () => {
    const page = await adminPage();
    const guest = account(suite.server, 'guest');
    const clientName: string = (await (await page.request.get(`/api/clients/${guest.clientSlug}`)).json()).name;

    await page.goto('/admin/video-spider');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Video Spider' }).isVisible()).toBe(true);
    const meter = page.getByRole('meter', { name: 'YouTube quota used today' });
    await expect.poll(() => meter.getAttribute('max')).toBe('10000');
    await expectAccessible(page);

    await page.getByLabel('Chosen clients').check();
    await page.getByLabel('Add a client').fill(clientName);
    await expect.poll(() => page.getByRole('button', { name: `Remove ${clientName}` }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => page.getByText('Scanned 1 of 1 clients: 2 new videos to review').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectToast(page, 'Video spider started', 'Scanning 1 client on YouTube');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await expect.poll(() => meter.getAttribute('value')).toBe('101');
    expect(fake.requests.find((r) => r.resource === 'search')?.query.q).toBe(clientName);

    const title = FOUND[0].title;
    const results = page.getByRole('table', { name: 'results' });
    await expect.poll(() => results.getByRole('link', { name: new RegExp(title) }).isVisible()).toBe(true);
    await results.getByRole('checkbox', { name: `Select ${title}` }).check();
    await page.getByRole('button', { name: 'Import selected' }).click();
    const row = results.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    await expectToast(page, 'Video Imported', 'Video saved and ready for approval');
    await expectAccessible(page);

    // the import waits for approval in the client's scan panel
    await page.goto(`/profile/${guest.clientSlug}`);
    const saved = page.getByRole('list', { name: `Saved videos of ${clientName}` });
    await expect.poll(() => saved.getByRole('heading', { name: title }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  }, 120_000);
});
