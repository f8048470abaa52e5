import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite } from './harness';
import { signedInAdmin } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the sidebar's Assets group and answers whether it lists Gallery (Videos shows it has opened). */
async function assetsListGallery(page: Page): Promise<boolean> {
  const assets = sidebar(page).getByRole('button', { name: 'Assets' });
  if ((await assets.getAttribute('aria-expanded')) !== 'true') await assets.click();
  await sidebar(page).getByRole('link', { name: 'Videos' }).waitFor();
  return (await sidebar(page).getByRole('link', { name: 'Gallery' }).count()) > 0;
}

describe('/admin/access', () => {
  it('an admin hides Gallery from the sidebar; the page still opens from its address; showing it brings the entry back', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/access');
    await page.getByRole('heading', { level: 1, name: 'Access Control' }).waitFor();
    const gallery = page.getByRole('switch', { name: 'Gallery' });
    await expect.poll(() => gallery.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: /Audit/ }).count()).toBe(0); // owner only
    await expectAccessible(page);

    await gallery.click();
    await expect.poll(() => gallery.getAttribute('aria-checked')).toBe('false');
    await expectToast(page, 'Gallery is hidden from the sidebar');
    expect(await assetsListGallery(page)).toBe(false);

    // hiding is not access: the page opens from its address, for an admin
    await page.goto('/admin/gallery');
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();

    await page.goto('/admin/access');
    await expect.poll(() => gallery.getAttribute('aria-checked')).toBe('false');
    await gallery.click();
    await expect.poll(() => gallery.getAttribute('aria-checked')).toBe('true');
    await expectToast(page, 'Gallery is shown in the sidebar');
    expect(await assetsListGallery(page)).toBe(true);
    await context.close();
  });
});
