import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { focusProblem, isFocused } from './keyboard';
import { rowMenuButton } from './row-menu';
import { sidebar } from './shell';
import { signIn } from './signin';
import { expectFitsWidth } from './fits-width';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

/** A 1×1 PNG for the video hosts' thumbnails (offline). */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A signed-in admin's page at `width`×`height`, the video hosts' thumbnails served locally. */
async function adminPage(width: number, height: number): Promise<Page> {
  const context = await newContext(suite.browser, server, width);
  for (const host of ['https://i.ytimg.com/**', 'https://vumbnail.com/**']) {
    await context.route(host, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  }
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await signIn(page, account(server, 'admin'), '/admin');
  return page;
}

/** The admin lists checked, with the DataTable label their phone card list carries. */
const LISTS = [
  { path: '/admin/episodes', label: 'episodes' },
  { path: '/admin/videos', label: 'videos' },
  { path: '/admin/podcasts', label: 'podcasts' },
  { path: '/admin/talking-points', label: 'talking points' },
  { path: '/admin/directory', label: 'profiles' },
  { path: '/admin/users', label: 'users' },
  { path: '/admin/image-auditor', label: 'clients and their photos' },
];

/** Opens a list and waits for its first page of rows (cells, not the loading row). */
async function openTable(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.locator('tbody tr td:not([colspan])').count(), { message: path }).toBeGreaterThan(0);
}

describe('admin tables fit a laptop and a phone', () => {
  it('at 1280×800 with the sidebar open, each list fits its box, its row controls are in view and titles take at most two lines', {
    timeout: 180_000,
  }, async () => {
    const page = await adminPage(1280, 800);
    await expect.poll(() => sidebar(page).isVisible()).toBe(true);
    for (const { path } of LISTS) {
      await openTable(page, path);
      const [scrollWidth, clientWidth] = await page.locator('table').evaluate((table) => [table.parentElement!.scrollWidth, table.parentElement!.clientWidth]);
      expect(scrollWidth, `${path}: the table overflows its box`).toBeLessThanOrEqual(clientWidth);
      await expectFitsWidth(page, path);
      // every row's last control (its menu, or its one action) lies wholly inside the window
      const rights = await page
        .locator('tbody tr td:last-child')
        .evaluateAll((cells) => cells.map((cell) => cell.querySelector('a, button')?.getBoundingClientRect().right ?? 0));
      expect(Math.min(...rights), path).toBeGreaterThan(0);
      expect(Math.max(...rights), path).toBeLessThanOrEqual(1280);
      // a title (its full text in its tooltip) is clamped to two lines
      const titles = await page
        .locator('tbody tr td p[title]')
        .evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(p).lineHeight)));
      for (const lines of titles) expect(lines, path).toBeLessThanOrEqual(2.05);
    }
    await openTable(page, '/admin/episodes');
    expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await openTable(page, '/admin/videos');
    await expectAccessible(page);
    await page.context().close();
  });

  it('a row menu works by keyboard: it opens on Enter, arrows move, Escape closes back to its button, and Edit opens the dialog', {
    timeout: 120_000,
  }, async () => {
    const page = await adminPage(1280, 800);
    await openTable(page, '/admin/episodes');
    const title = (await page.locator('tbody tr td p[title]').first().getAttribute('title'))!;
    const button = rowMenuButton(page, title);
    const menu = page.getByRole('menu', { name: `Actions for ${title}` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const edit = menu.getByRole('menuitem', { name: 'Edit' });
    const remove = menu.getByRole('menuitem', { name: 'Delete' });
    await expect.poll(() => isFocused(edit)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(remove)).toBe(true);
    expect(await focusProblem(page)).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(edit)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await isFocused(button)).toBe(true);

    // Space opens it too; Enter on Edit opens the episode's dialog, and closing it returns to the button
    await page.keyboard.press(' ');
    await expect.poll(() => isFocused(edit)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit episode' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Episode title').inputValue()).toBe(title);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(button)).toBe(true);
    await page.context().close();
  });

  it('at 390×844 each list is a list of cards with no sideways scroll, and a card’s menu works', { timeout: 180_000 }, async () => {
    const page = await adminPage(390, 844);
    for (const { path, label } of LISTS) {
      await page.goto(path);
      const cards = page.getByRole('list', { name: label, exact: true }).getByRole('listitem');
      await expect.poll(() => cards.count(), { message: path }).toBeGreaterThan(0);
      expect(await page.locator('table').count(), path).toBe(0);
      await expectFitsWidth(page, path);
      if (label === 'episodes' || label === 'videos') await expectAccessible(page);
    }
    await page.goto('/admin/episodes');
    const first = page.getByRole('list', { name: 'episodes', exact: true }).getByRole('listitem').first();
    await first.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Edit episode' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('the phone menu reaches Users and Episodes with one open and one tap; a group’s button only folds it', { timeout: 120_000 }, async () => {
    const page = await adminPage(390, 844);
    await page.goto('/admin/videos');
    const open = page.getByRole('button', { name: 'Open menu' });
    const nav = sidebar(page);

    await open.click();
    await expect.poll(() => nav.getByRole('link', { name: 'Users', exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL('**/admin/users');
    await expect.poll(() => open.isVisible()).toBe(true);
    expect(await nav.isVisible()).toBe(false);

    await open.click();
    await nav.getByRole('link', { name: 'Episodes', exact: true }).click();
    await page.waitForURL('**/admin/episodes');
    await expect.poll(() => open.isVisible()).toBe(true);

    // a group's button folds and unfolds its pages, and stays on the page with the menu open
    await open.click();
    const assets = nav.getByRole('button', { name: 'Assets' });
    await assets.click();
    expect(await assets.getAttribute('aria-expanded')).toBe('false');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/admin/episodes');
    expect(await nav.getByRole('link', { name: 'Videos', exact: true }).count()).toBe(0);
    await assets.click();
    await expect.poll(() => nav.getByRole('link', { name: 'Videos', exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});
