import { join } from 'node:path';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetail, TalkingPoint } from '@shared/api/directory/clients/clients';
import type { Video } from '@shared/api/directory/videos/videos';
import { measurePages } from '../../bench/bundle-size';
import { account, e2eSuite, newContext } from './harness';

/** The most JS a public page may load before it is interactive: 90 KB gzipped (the bench's KB, 1,024 bytes). */
const FIRST_JS_BUDGET_BYTES = 90 * 1024;

const suite = e2eSuite();
let noScript: BrowserContext;
let client: ClientDetail;
let talkingPoints: TalkingPoint[];
let video: Video;
/** An approved video of another client than `client`. */
let othersVideo: Video;

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  noScript = await suite.browser.newContext({ baseURL: suite.server.baseUrl, javaScriptEnabled: false });
  client = await json<ClientDetail>(`/api/clients/${account(suite.server, 'guest').clientSlug}`);
  talkingPoints = await json<TalkingPoint[]>(`/api/clients/${client.id}/talking-points`);
  [video] = await json<Video[]>(`/api/videos/by-client-id/${client.id}`);
  othersVideo = (await json<Video[]>('/api/videos/featured')).find((v) => v.clientId !== client.id) as Video;
  expect(talkingPoints.length).toBeGreaterThan(0);
  expect(video).toBeDefined();
  expect(othersVideo).toBeDefined();
});
afterAll(() => noScript?.close());

/** The page's visible text, whitespace collapsed. */
async function textOf(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/**
 * The pages whose first paint shows portraits, and where: the spotlight's first slide on `/`, and
 * a profile's card and the sticky header's avatar.
 */
const PORTRAIT_PAGES: [name: string, path: () => string, portraits: (page: Page) => Locator, count: number][] = [
  ['home', () => '/', (page) => page.locator('#spotlight img').first(), 1],
  ['profile', () => `/profile/${client.slug}`, (page) => page.getByRole('img', { name: client.name, exact: true }), 2],
];

/** How many of the portraits show: opaque, with their picture loaded. */
function portraitsShown(portraits: Locator): Promise<number> {
  return portraits.evaluateAll((images) => images.filter((img) => getComputedStyle(img).opacity === '1' && (img as HTMLImageElement).naturalWidth > 0).length);
}

/** The first sentence of a markdown bio, as it reads on the page. */
const firstWords = (markdown: string) =>
  markdown
    .replace(/[*_#>[\]()]/g, '')
    .split(/\s+/)
    .slice(0, 8)
    .join(' ');

/** Holds the app's next script (start.tsx) back until the returned function is called, so a test acts on the page rendered on the server first. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(/\/assets\/start-[\w-]+\.js$/, hold, { times: 1 });
  return release;
}

describe('public pages without JavaScript', () => {
  it('the profile shows the name, the bio and the talking points', async () => {
    const page = await noScript.newPage();
    const response = await page.goto(`/profile/${client.slug}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: client.name }).isVisible()).toBe(true);
    const text = await textOf(page);
    expect(text).toContain(firstWords(client.narrativeBio));
    for (const point of talkingPoints) expect(text).toContain(point.talkingPointTitle);
    await page.close();
  });

  it('"Request this guest" answers the first tap before any script ran, and the form opens once it has', async () => {
    const page = await noScript.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/profile/${client.slug}`);
    const opening = page.getByRole('status').filter({ hasText: 'Opening the request form…' });
    expect(await opening.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Request this guest' }).click();
    await page.waitForURL(`**/profile/${client.slug}#request-${client.id}`);
    await expect.poll(() => opening.isVisible()).toBe(true);
    await page.close();
    // the same address with the script: the form opens by itself
    const context = await newContext(suite.browser, suite.server, 390);
    const withScript = await context.newPage();
    await withScript.goto(`/profile/${client.slug}#request-${client.id}`);
    await withScript.getByRole('dialog', { name: `Request ${client.name}` }).waitFor();
    await withScript.getByRole('button', { name: 'Cancel' }).click();
    await withScript.getByRole('dialog').waitFor({ state: 'detached' });
    // closed, the address forgets the fragment, so a reload does not open it again
    expect(new URL(withScript.url()).hash).toBe('');
    await context.close();
  });

  it('the home page lists the spotlight, and its links lead to the profiles', async () => {
    const page = await noScript.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    const link = page.getByRole('link', { name: 'View profile' }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/profile\/[^/]+$/);
    await link.click();
    await page.waitForURL(`**${href}`);
    expect(await page.locator('main h1').first().innerText()).not.toBe('');
    await page.close();
  });

  it('the video page shows the video title and leads back to the profile', async () => {
    const page = await noScript.newPage();
    const response = await page.goto(`/profile/${client.slug}/video/${video.id}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: video.title }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: client.name }).first().getAttribute('href')).toBe(`/profile/${client.slug}`);
    await page.close();
  });

  it.each(PORTRAIT_PAGES)('the %s page shows its portraits', async (_, path, portraits, count) => {
    const page = await noScript.newPage();
    await page.goto(path(), { waitUntil: 'load' });
    expect(await portraitsShown(portraits(page))).toBe(count);
    await page.close();
  });

  it("answers 404 for a video under another client's profile", async () => {
    const page = await noScript.newPage();
    expect((await page.goto(`/profile/${client.slug}/video/${othersVideo.id}`))?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    expect(await page.getByText(othersVideo.title).count()).toBe(0);
    expect(await page.title()).not.toContain(client.name);
    // its own address still plays it
    expect((await page.goto(`/profile/${othersVideo.clientSlug}/video/${othersVideo.id}`))?.status()).toBe(200);
    await page.close();
  });

  it('answers 404 for a profile or a video that does not exist', async () => {
    const page = await noScript.newPage();
    expect((await page.goto('/profile/no-such-person-here'))?.status()).toBe(404);
    expect((await page.goto(`/profile/${client.slug}/video/987654321`))?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await page.close();
  });
});

describe('hydration', () => {
  it.each([
    ['home', () => '/'],
    ['profile', () => `/profile/${client.slug}`],
    ['video', () => `/profile/${client.slug}/video/${video.id}`],
  ])('the %s page hydrates without a warning or error, and then navigates in the app', async (_, path) => {
    const context = await newContext(suite.browser, suite.server, 390);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path());
    // rendered on the server: the data the page was made from comes with it
    expect(await page.locator('#podium-state').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // on a phone a profile's Login is in its one menu
    // (a click before hydration attached the menu's handler opens nothing, so it clicks until the menu is open)
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      const close = page.getByRole('button', { name: 'Close menu' });
      await expect
        .poll(
          async () => {
            if (await menu.isVisible()) await menu.click();
            return close.isVisible();
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    }
    await page.locator('a[href="/login"]:visible').first().click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').waitFor();
    // a client-side navigation keeps the document: hydration attached the router to the server's links
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(PORTRAIT_PAGES)('the %s page shows its portraits once hydrated', async (_, path, portraits, count) => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    await page.goto(path());
    await page.waitForLoadState('networkidle');
    await expect.poll(() => portraitsShown(portraits(page))).toBe(count);
    await context.close();
  });

  it("a video under another client's profile is not found, also when reached inside the app", async () => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    await page.goto(`/profile/${client.slug}/video/${othersVideo.id}`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.goto(`/profile/${client.slug}`);
    await page.waitForLoadState('networkidle');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/profile/${client.slug}/video/${othersVideo.id}`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText(othersVideo.title).count()).toBe(0);
    await context.close();
  });

  it('a visitor who scrolls, types or taps before the app starts keeps their place, their text and their tap', async () => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    let release = await holdTheApp(page);
    await page.goto(`/profile/${client.slug}`);
    await page.evaluate(() => window.scrollTo(0, 1_200));
    const viewed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/clients/${client.slug}/view`));
    release();
    await viewed;
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => window.scrollY)).toBe(1_200);

    // an email typed into a form before the app started is the one the form sends
    release = await holdTheApp(page);
    await page.goto('/requests/not-a-real-token-at-all-0000');
    await page.getByLabel('Your email').fill('hana.host@example.com');
    const send = page.getByRole('button', { name: 'Send me my links' });
    expect(await send.isDisabled()).toBe(true);
    release();
    await expect.poll(() => send.isEnabled()).toBe(true);

    // a tap on a button before the app started is answered once it has
    release = await holdTheApp(page);
    await page.goto(`/profile/${client.slug}/video/${video.id}`);
    await page.getByRole('button', { name: /^Play / }).click();
    expect(await page.locator('iframe').count()).toBe(0);
    release();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toContain('youtube-nocookie.com/embed/');
    await context.close();
  });

  it('signed-in users get the app rendered in the browser, not a visitor page', async () => {
    const context = await newContext(suite.browser, suite.server);
    const guest = account(suite.server, 'guest');
    const login = await context.request.post('/api/auth/login', { data: { email: guest.email, password: guest.password } });
    expect(login.status()).toBe(200);
    const html = await (await context.request.get(`/profile/${client.slug}`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('podium-state');
    const visitor = await (await fetch(`${suite.server.baseUrl}/profile/${client.slug}`)).text();
    expect(visitor).toContain('podium-state');
    await context.close();
  });
});

describe('the first JS of public pages', () => {
  it('stays within the 90 KB (gzip) budget on every public page a visitor lands on', async () => {
    const pages = ['/', '/directory', '/all-podcasts', `/profile/${client.slug}`, `/profile/${client.slug}/video/${video.id}`];
    const weights = await measurePages(suite.server.baseUrl, join(import.meta.dirname, '..', '..', 'dist', 'client'), pages);
    for (const weight of weights) {
      expect(weight.files.length, weight.page).toBeGreaterThan(0);
      expect(weight.gzipBytes, `${weight.page}: ${weight.files.join(', ')}`).toBeLessThanOrEqual(FIRST_JS_BUDGET_BYTES);
    }
  });
});
