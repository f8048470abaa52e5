import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanPanel } from '@shared/api/directory/videos/video-scan';
import { type FakeVideo, type FakeYouTube, startFakeYouTube } from '../fakes/youtube-server';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { landingOf, signIn } from './signin';
import { expectToast } from './toasts';

/** What the fake YouTube finds for every search, deliberately out of date order. */
const FOUND: FakeVideo[] = [
  { id: 'e2eVideo001', title: 'Keynote on resilient teams', publishedAt: '2022-04-02T10:00:00Z', channelTitle: 'Summit TV', viewCount: 1520, likeCount: 48 },
  {
    id: 'e2eVideo002',
    title: 'Fireside chat, spring edition',
    publishedAt: '2024-05-20T16:00:00Z',
    channelTitle: 'The Show',
    viewCount: 98_765,
    likeCount: 1_204,
  },
  { id: 'e2eVideo003', title: 'Panel: the next decade', publishedAt: '2023-09-12T09:30:00Z', channelTitle: 'Conf Live', viewCount: 310 },
];
const NEWEST_FIRST = ['Fireside chat, spring edition', 'Panel: the next decade', 'Keynote on resilient teams'];

/** A 1×1 PNG, answered for the YouTube thumbnail host when a flow wants thumbnails to load. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube(FOUND);
});
afterAll(() => fake?.close());
const suite = e2eSuite(() => ({ env: { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_BASE_URL: fake.baseUrl } }));

/** A context signed in through the form as the seeded account of `role`, with YouTube's thumbnail host answered locally. */
async function signedIn(role: 'admin' | 'team'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(suite.browser, suite.server);
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  const page = await context.newPage();
  const who = account(suite.server, role);
  await signIn(page, who, landingOf(who));
  return { context, page };
}

/** The titles of the cards of a list of the panel, in order. */
const cardTitles = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('heading', { level: 4 }).allInnerTexts();

describe('video scan and approval', () => {
  it('an admin scans YouTube, imports a video, approves it, and it appears on the profile', async () => {
    const guest = account(suite.server, 'guest');
    const name = guest.name;
    const { context, page } = await signedIn('admin');
    await page.goto(`/profile/${guest.clientSlug}`);
    const panel = page.locator('#video-scan');
    const scanButton = panel.getByRole('button', { name: 'Scan YouTube' });
    await expect.poll(() => scanButton.isEnabled()).toBe(true);

    await scanButton.click();
    await expect.poll(() => cardTitles(page, `YouTube results for ${name}`)).toEqual(NEWEST_FIRST);
    await expectToast(page, 'Video Scan Complete', `Found 3 videos featuring ${name}`);
    expect(fake.requests.find((r) => r.resource === 'search')?.query).toMatchObject({ q: name, type: 'video', part: 'snippet' });

    const title = NEWEST_FIRST[0];
    await panel.getByRole('button', { name: `Import: ${title}` }).click();
    const results = page.getByRole('list', { name: `YouTube results for ${name}` });
    const card = results.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => card.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    await expectToast(page, 'Video Imported', 'Video saved and ready for approval');
    expect(await card.getAttribute('data-pending')).toBe('true');
    expect(await panel.getByRole('button', { name: `Import: ${title}` }).count()).toBe(0);
    // the pending import waits in the saved list too, for approval later
    expect(await cardTitles(page, `Saved videos of ${name}`)).toContain(title);
    await expectAccessible(page);

    await card.getByRole('button', { name: `Approve: ${title}` }).click();
    await expect.poll(() => card.getByText('Approved', { exact: true }).isVisible()).toBe(true);
    await expectToast(page, 'Video Approved', 'Video will now appear on the profile');
    expect(await card.getAttribute('data-pending')).toBeNull();
    await expect.poll(() => page.locator('#videos').getByText(title).isVisible()).toBe(true);
    await expectAccessible(page);

    // a visitor sees it on the profile at once (the server's read cache was told)
    const visitorContext = await newContext(suite.browser, suite.server);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/profile/${guest.clientSlug}`);
    await expect.poll(() => visitor.locator('#videos').getByText(title).isVisible()).toBe(true);
    expect(await visitor.locator('#video-scan').count()).toBe(0);
    await visitorContext.close();
    await context.close();
  });

  it('a team member scans their own profile and sees the results and badges read-only, with no Import, Approve or Hide, and is told why', async () => {
    const team = account(suite.server, 'team');
    const { context, page } = await signedIn('team');
    const panel = page.locator('#video-scan');
    await expect.poll(() => panel.getByRole('button', { name: 'Scan YouTube' }).isEnabled()).toBe(true);
    await panel.getByRole('button', { name: 'Scan YouTube' }).click();
    const profileName: string = (await (await page.request.get(`/api/clients/${team.clientSlug}`)).json()).name;
    await expect.poll(() => cardTitles(page, `YouTube results for ${profileName}`)).toEqual(NEWEST_FIRST);
    await expectToast(page, 'Video Scan Complete', `Found 3 videos featuring ${profileName}`);
    expect(await cardTitles(page, `Saved videos of ${profileName}`)).not.toEqual([]);
    expect(await panel.getByRole('button', { name: /^(Import|Approve|Disapprove|Hide)/ }).count()).toBe(0);
    // and is told why there is no Import (team is not included in video editing)
    await expect.poll(() => panel.getByText(`Importing or hiding a video is up to ${profileName} or an admin`).isVisible()).toBe(true);
    expect(page.url()).toContain(`/profile/${team.clientSlug}`);
    await expectAccessible(page);
    await context.close();
  });

  it('a broken thumbnail falls back through the chain, then shows "No thumbnail available" and the server records the video unavailable', async () => {
    const profile = account(suite.server, 'guest');
    const slug = suite.server.accounts.filter((a) => a.role === 'guest')[1]?.clientSlug ?? profile.clientSlug;
    const context = await newContext(suite.browser, suite.server);
    const tried: string[] = [];
    const fail = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => {
      tried.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
    };
    await context.route('**/uploads/thumb*', fail);
    await context.route('https://i.ytimg.com/**', fail);
    const page = await context.newPage();
    const reports: { url: string; status: number; body: unknown }[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('/mark-unavailable')) reports.push({ url: res.url(), status: res.status(), body: res.request().postDataJSON() });
    });
    await page.goto(`/profile/${slug}`);
    const videos = page.locator('#videos');
    await videos.scrollIntoViewIfNeeded();
    await expect.poll(() => videos.getByRole('listitem').count()).toBeGreaterThan(0);
    const cards = await videos.getByRole('listitem').count();
    await expect.poll(() => videos.getByText('No thumbnail available').count(), { timeout: 15_000 }).toBe(cards);
    await expect.poll(() => reports.length).toBe(cards);

    // one video's chain, in order: its local thumbnail, then YouTube's three sizes
    const [first] = reports;
    const attempted = (first.body as { attemptedUrls: string[] }).attemptedUrls;
    expect(first.status).toBe(204);
    expect(first.body).toMatchObject({ reason: 'all_thumbnails_failed' });
    expect(attempted).toHaveLength(4);
    expect(attempted[0]).toMatch(/^\/uploads\/thumb/);
    expect(attempted.slice(1).map((u) => u.replace(/^.*\//, ''))).toEqual(['maxresdefault.jpg', 'hqdefault.jpg', 'mqdefault.jpg']);
    const local = tried.findIndex((u) => u.endsWith(attempted[0]));
    expect(local).toBeGreaterThanOrEqual(0);
    expect(tried.indexOf(attempted[1])).toBeGreaterThan(local);
    await expectAccessible(page);
    await context.close();

    // the server recorded it: the scan panel shows the reason to an admin
    const admin = await signedIn('admin');
    const client = await (await admin.page.request.get(`/api/clients/${slug}`)).json();
    const panel: ScanPanel = await (await admin.page.request.get(`/api/videos/scan-panel/${client.id}`)).json();
    const videoId = Number(first.url.match(/videos\/(\d+)\/mark-unavailable/)?.[1]);
    expect(panel.videos.find((v) => v.id === videoId)?.unavailableReason).toBe('all_thumbnails_failed');
    await admin.page.goto(`/profile/${slug}`);
    await expect.poll(() => admin.page.getByText('A visitor’s browser could not show any thumbnail of this video.').first().isVisible()).toBe(true);
    await admin.context.close();
  });
});
