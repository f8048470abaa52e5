import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '@shared/guides';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signedInAdmin, signInThroughForm } from './signin';

// No dead ends for a visitor.

const suite = e2eSuite();

/** The console's warnings and errors and the page's uncaught errors, as they come (a hydration mismatch is one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A visitor's page at a width (the phone's height is 844). */
async function visitorPage(width = 1280, javaScriptEnabled = true): Promise<Page> {
  const context = javaScriptEnabled
    ? await newContext(suite.browser, suite.server, width)
    : await suite.browser.newContext({ baseURL: suite.server.baseUrl, viewport: { width, height: 844 }, javaScriptEnabled });
  return context.newPage();
}

describe('an unknown profile', () => {
  it('answers 404 with a not-found page in the site layout, a title that says so and a way back', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const page = await visitorPage(1280, javaScriptEnabled);
      const problems = problemsOf(page);
      const response = await page.goto('/profile/no-such-person-here');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Profile not found' }).waitFor();
      expect(await page.title()).toMatch(/^Profile not found \| /);
      await expect.poll(() => page.getByRole('navigation', { name: 'Site' }).isVisible()).toBe(true);
      const back = page.getByRole('link', { name: 'Browse the executives' });
      expect(await back.getAttribute('href')).toBe('/#spotlight');
      if (javaScriptEnabled) {
        await page.waitForLoadState('networkidle');
        // the 404 answer itself is logged by the browser; nothing else may be (a hydration mismatch)
        expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
        await expectAccessible(page);
        await back.click();
        await page.waitForURL((url) => url.pathname === '/' && url.hash === '#spotlight');
        await page.locator('#spotlight').waitFor();
      }
      await page.context().close();
    }
  });
});

describe('signed-in pages, signed out', () => {
  it('/admin sends the visitor to sign in', async () => {
    const page = await visitorPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    await page.context().close();
  });

  it('signing in from there comes back to the page asked for, and only to a page of this site', async () => {
    const admin = account(suite.server, 'admin');
    const page = await visitorPage();
    await page.goto('/admin/videos?status=pending');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/videos?status=pending');
    await signInThroughForm(page, admin.email, admin.password, page.url());
    await page.waitForURL((url) => url.pathname === '/admin/videos' && url.search === '?status=pending');
    await page.context().clearCookies();
    await signInThroughForm(page, admin.email, admin.password, `/login?next=${encodeURIComponent('//evil.example/admin')}`);
    await page.waitForURL((url) => url.origin === suite.server.baseUrl && url.pathname === '/admin');
    await page.context().close();
  });

  it('/edit-profile with test mode on sends the visitor to sign in, not to test mode', async () => {
    const admin = await signedInAdmin(suite.browser, suite.server);
    const set = await admin.page.request.put('/api/admin/settings', { data: { key: 'TEST_MODE_ENABLED', value: 'true' } });
    expect(set.ok()).toBe(true);
    await admin.context.close();
    const page = await visitorPage(390);
    await page.goto('/edit-profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('test mode', { exact: false }).count()).toBe(0);
    await page.context().close();
  });
});

describe('the home page guides', () => {
  it('each leads to its own guide page, in the browser and without JavaScript', async () => {
    const page = await visitorPage(390);
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Guides for hosts' }).getByRole('link');
    await page.getByRole('heading', { name: 'Guides for hosts' }).waitFor({ state: 'attached' });
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(GUIDES.map((g) => `/guides/${g.id}`));
    for (const guide of GUIDES) {
      await page.goto('/');
      await cards.filter({ hasText: guide.title }).click();
      await page.waitForURL(`**/guides/${guide.id}`);
      await page.getByRole('heading', { level: 1, name: guide.title }).waitFor();
      expect(await page.title()).toMatch(new RegExp(`^${guide.title} \\| `));
      // a real article: several parts of text, not a link back to the spotlight
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
      expect((await page.locator('article').innerText()).split(/\s+/).length).toBeGreaterThan(200);
    }
    await expectAccessible(page);
    await page.context().close();

    // a guide loaded afresh hydrates the server's page without a mismatch
    const fresh = await visitorPage(1280);
    const problems = problemsOf(fresh);
    await fresh.goto(GUIDES[0].url);
    await fresh.waitForLoadState('networkidle');
    expect(await fresh.locator('#podium-state').count()).toBe(1);
    expect(problems).toEqual([]);
    await fresh.context().close();

    const noScript = await visitorPage(1280, false);
    for (const guide of GUIDES) {
      expect((await noScript.goto(`/guides/${guide.id}`))?.status()).toBe(200);
      await expect.poll(() => noScript.getByRole('heading', { level: 1, name: guide.title }).isVisible()).toBe(true);
    }
    expect((await noScript.goto('/guides/no-such-guide'))?.status()).toBe(404);
    await expect.poll(() => noScript.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await noScript.context().close();
  });
});
