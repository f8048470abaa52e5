import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { landingOf, signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

async function pageAs(role: 'visitor' | 'owner' | 'admin' | 'team' | 'guest' | 'other-guest'): Promise<Page> {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  if (role === 'visitor') return page;
  const who = role === 'other-guest' ? server.accounts.filter((a) => a.role === 'guest')[1] : account(server, role);
  await signIn(page, who, landingOf(who));
  return page;
}

describe('home page', () => {
  it('shows spotlight, videos, insights and stats to a visitor, and the carousel buttons work', async () => {
    const page = await pageAs('visitor');
    await page.goto('/');
    const spotlight = page.getByRole('region', { name: 'Spotlight carousel' });
    await expect.poll(() => spotlight.getByRole('link', { name: 'View profile' }).first().isVisible()).toBe(true);
    // the sections below the spotlight are laid out as they near the viewport: a visitor scrolls to them
    const seen = async (locator: Locator) => {
      await locator.scrollIntoViewIfNeeded();
      return locator.isVisible();
    };
    await expect.poll(() => seen(page.getByRole('region', { name: 'Featured videos carousel' }))).toBe(true);
    expect(await seen(page.getByRole('heading', { name: 'Key insights' }))).toBe(true);
    await expect.poll(() => page.locator('section[aria-labelledby="insights-title"] p.font-display').count()).toBe(3);
    expect(await seen(page.getByText('Industries Covered'))).toBe(true);
    await expect.poll(() => seen(page.getByText('24+'))).toBe(true);
    expect(await seen(page.getByRole('link', { name: 'Admin Login' }))).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);

    const current = () => spotlight.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Go to slide 1');
    await spotlight.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).toBe('Go to slide 2');
    await spotlight.getByRole('button', { name: 'Previous slide' }).click();
    await spotlight.getByRole('button', { name: 'Previous slide' }).click();
    const slides = await spotlight.locator('button[aria-label^="Go to slide"]').count();
    await expect.poll(current).toBe(`Go to slide ${slides}`);
    await spotlight.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect.poll(current).toBe('Go to slide 3');
    await page.context().close();
  });
});

describe('executive directory', () => {
  it('is refused to a visitor and a guest', async () => {
    const visitor = await pageAs('visitor');
    await visitor.goto('/directory');
    await expect.poll(() => visitor.getByText('Unable to verify your authentication. Please log in again.').isVisible()).toBe(true);
    await expectAccessible(visitor);
    await visitor.context().close();
    const guest = await pageAs('guest');
    await guest.goto('/directory');
    await expect.poll(() => guest.getByText('You need admin privileges to access this page.').isVisible()).toBe(true);
    await expectAccessible(guest);
    await guest.context().close();
  });

  it('lets an admin search, filter by category and toggle featured', async () => {
    const page = await pageAs('admin');
    await page.goto('/directory');
    await expect.poll(() => page.getByText('24 profiles').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Healthcare' }).click();
    await expect.poll(() => page.locator('main li h2').allTextContents()).toContain('Amara Okafor');
    const healthcare = await page.locator('main li h2').allTextContents();
    expect(healthcare).not.toContain('Priya Raman');
    await page.getByRole('button', { name: 'All' }).click();

    await page.getByLabel('Search executives').fill('Okafr');
    await expect.poll(() => page.locator('main li h2').first().textContent()).toBe('Amara Okafor');
    await page.getByLabel('Search executives').fill('fintech');
    await expect.poll(() => page.locator('main li h2').first().textContent()).toBe('Priya Raman');
    expect(await page.locator('main li mark').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    const star = page.getByRole('button', { name: 'Feature Priya Raman' });
    await star.click();
    await expect.poll(() => page.getByRole('button', { name: 'Unfeature Priya Raman' }).isVisible()).toBe(true);
    await expectToast(page, 'Profile Featured', 'Priya Raman will now appear on the home page spotlight.');
    await page.getByRole('button', { name: 'Unfeature Priya Raman' }).click();
    await expect.poll(() => star.isVisible()).toBe(true);
    await expectToast(page, 'Profile Unfeatured');
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('profile page buttons by role', () => {
  const buttons = async (page: Page, slug: string) => {
    await page.goto(`/profile/${slug}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sample Questions' }).isVisible()).toBe(true);
    await expectAccessible(page);
    const has = async (name: string) =>
      (await page.getByRole('link', { name, exact: true }).count()) + (await page.getByRole('button', { name, exact: true }).count()) > 0;
    return {
      edit: await has('Edit'),
      myBookings: await has('MY BOOKINGS'),
      editPics: await has('Edit Pics'),
      findEpisodes: await has('Find Episodes'),
      manageTalkingPoints: await has('Manage'),
      manageQuestions: await has('Manage sample questions'),
      viewAs: await has('VIEW AS'),
      research: await has('ChatGPT research'),
      pdf: await has('PDF'),
      featureToggle: (await page.getByRole('button', { name: /^(Feature|Unfeature) / }).count()) > 0,
    };
  };

  it('shows exactly the allowed buttons to a visitor, the own guest, another guest and an admin', async () => {
    const slug = account(server, 'guest').clientSlug!;
    const none = {
      edit: false,
      myBookings: false,
      editPics: false,
      findEpisodes: false,
      manageTalkingPoints: false,
      manageQuestions: false,
      viewAs: false,
      featureToggle: false,
    };

    const visitor = await pageAs('visitor');
    expect(await buttons(visitor, slug)).toEqual({ ...none, research: false, pdf: true });
    await visitor.context().close();

    const own = await pageAs('guest');
    expect(await buttons(own, slug)).toEqual({
      ...none,
      edit: true,
      myBookings: true,
      editPics: true,
      findEpisodes: true,
      manageTalkingPoints: true,
      research: true,
      pdf: true,
    });
    await own.context().close();

    const other = await pageAs('other-guest');
    expect(await buttons(other, slug)).toEqual({ ...none, research: true, pdf: true });
    await other.context().close();

    const admin = await pageAs('admin');
    expect(await buttons(admin, slug)).toEqual({
      ...none,
      editPics: true,
      findEpisodes: true,
      manageTalkingPoints: true,
      manageQuestions: true,
      viewAs: true,
      featureToggle: true,
      research: true,
      pdf: true,
    });
    await admin.context().close();
  });
});

describe('exports and share tags', () => {
  it('downloads the PDF one-sheet with the client name in its text', async () => {
    const page = await pageAs('visitor');
    const slug = account(server, 'guest').clientSlug!;
    const client = account(server, 'guest').name;
    await page.goto(`/profile/${slug}`);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'PDF' }).click()]);
    expect(popup.url()).toContain(`/api/clients/${slug}/pdf-profile`);
    const response = await page.request.get(`/api/clients/${slug}/pdf-profile`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(await response.body())).toContain(client);
    await page.context().close();
  });

  it('serves og:title and og:image in the HTML of a profile, without JavaScript', async () => {
    const slug = account(server, 'guest').clientSlug!;
    const html = await (await fetch(`${server.baseUrl}/profile/${slug}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| Podium" \/>/);
    expect(html).toContain(`<meta property="og:image" content="${server.baseUrl}/api/clients/${slug}/share-image" />`);
  });

  it('plays a video only when the visitor presses play', async () => {
    const page = await pageAs('visitor');
    const slug = account(server, 'guest').clientSlug!;
    await page.goto(`/profile/${slug}`);
    await page.locator('#videos a').first().click();
    await page.waitForURL(/\/video\/\d+$/);
    expect(await page.locator('iframe').count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Play / }).click();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toContain('youtube-nocookie.com/embed/');
    await page.context().close();
  });
});
