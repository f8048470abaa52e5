import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, e2eSuite, newContext } from './harness';
import { settled } from './settle';

const suite = e2eSuite();
let phone: BrowserContext;
beforeAll(async () => {
  phone = await newContext(suite.browser, suite.server, 390);
  // Sums the layout shifts not caused by input, from the first paint on (what CLS counts).
  await phone.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});
afterAll(() => phone?.close());

const profilePath = () => `/profile/${account(suite.server, 'guest').clientSlug}`;

async function open(path: string): Promise<Page> {
  const page = await phone.newPage();
  await page.goto(path);
  return page;
}

describe('the first paint of public pages', () => {
  it('preloads the profile portrait from the head and shows it from sized WebP copies', async () => {
    const page = await open(profilePath());
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload.count()).resolves.toBe(1);
    const portrait = page.locator('main section img').first();
    await portrait.waitFor();
    const srcset = await portrait.getAttribute('srcset');
    expect(srcset).toMatch(/^\/img\/160\/\S+ 160w, .* 640w$/);
    expect(await preload.getAttribute('imagesrcset')).toBe(srcset);
    expect(await preload.getAttribute('imagesizes')).toBe(await portrait.getAttribute('sizes'));
    // the sticky header's small avatar is no LCP candidate: no preload of its own, and low priority
    const preloadedSizes = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => [...new Set(links.map((l) => l.getAttribute('imagesizes')))]);
    expect(preloadedSizes).toEqual([await portrait.getAttribute('sizes')]);
    await expect(page.locator('[data-profile-header] img').first().getAttribute('fetchpriority')).resolves.toBe('low');
    const response = await page.request.get(srcset!.split(' ')[0]);
    expect(response.headers()['content-type']).toBe('image/webp');
    await page.close();
  });

  it.each([
    ['home', () => '/'],
    ['profile', profilePath],
  ])('on the %s page, moves nothing once painted (layout shift ≤ 0.05)', async (_, path) => {
    const page = await open(path());
    // at rest and then still for 800 ms more, so a late shift (an image, a lazy section) is counted
    await settled(page, 800);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.05);
    await page.close();
  });

  it('skips laying out the home page below the spotlight until it nears the viewport (content-visibility)', async () => {
    const page = await open('/');
    const visibility = (heading: string) =>
      page.getByRole('heading', { name: heading }).evaluate((h) => {
        for (let el: Element | null = h; el; el = el.parentElement) {
          const value = getComputedStyle(el).contentVisibility;
          if (value === 'auto') return value;
        }
        return 'visible';
      });
    expect(await visibility('Executive spotlight')).toBe('visible');
    for (const heading of ['Featured videos', 'Guides for hosts']) expect(await visibility(heading), heading).toBe('auto');
    await page.close();
  });

  it('starts the spotlight carousel only when a visitor reaches for it, and then a swipe moves it', async () => {
    const page = await open('/');
    const carouselCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('EmblaControl')) carouselCode.push(request.url());
    });
    const spotlight = page.getByRole('region', { name: 'Spotlight carousel' });
    await spotlight.waitFor();
    await settled(page);
    expect(carouselCode).toEqual([]);
    const current = () => spotlight.locator('button[aria-current="true"]').getAttribute('aria-label');
    const box = (await spotlight.locator('fieldset').first().boundingBox())!;
    const y = box.y + box.height / 2;
    // a touch swipe to the left, dispatched as the browser would; Embla isn't there yet
    await spotlight.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: box.x + 300, clientY: y }] });
    await spotlight.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: box.x + 100, clientY: y }] });
    await expect.poll(current).toBe('Go to slide 2');
    expect(carouselCode).toHaveLength(1);
    await page.close();
  });

  it('paints the profile before it fetches the app, then preloads only the app and its imports: lazy chunks fetch theirs', async () => {
    const served = await (await phone.request.get(profilePath())).text();
    // the page's HTML loads the entry alone: no module preload competes with the first paint
    expect(served.match(/rel="modulepreload"/g)).toBeNull();
    const page = await phone.newPage();
    const lazySections: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/assets/ProfileMoreSections-')) lazySections.push(request.url());
    });
    await page.goto(profilePath());
    // the chunk arrives once hydration asks for it, which a busy machine may delay past network idle
    await expect.poll(() => lazySections.length, { timeout: 20_000 }).toBe(1);
    await settled(page);
    expect(lazySections).toHaveLength(1);
    const { painted, appFetched } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appFetched: performance.getEntriesByType('resource').find((r) => /\/assets\/start-[\w-]+\.js$/.test(r.name))?.startTime,
    }));
    expect(painted).toBeDefined();
    expect(appFetched).toBeGreaterThanOrEqual(painted!);
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    // the app's chunk and its imports, less the entry the page already ran
    const app = ['start.tsx', ...(manifest['start.tsx'].imports ?? []).filter((key) => key !== 'index.html')];
    const appImports = app.map((key) => `/${manifest[key].file}`);
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded.sort()).toEqual(appImports.sort());
    await page.close();
  });

  it('keeps the profile bio rendered on the server when it hydrates, loading no markdown code', async () => {
    const page = await phone.newPage();
    const markdownCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Markdown-/.test(request.url())) markdownCode.push(request.url());
    });
    await page.goto(profilePath());
    await settled(page);
    const bio = page.locator('#about-bio');
    expect((await bio.locator('p').count()) > 0).toBe(true);
    expect(await bio.getAttribute('data-markdown')).toBeTruthy();
    expect(markdownCode).toEqual([]);
    await page.close();
  });
});
