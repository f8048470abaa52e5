import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eServer } from './harness';
import { signedInAdmin } from './signin';

/** Switches test mode on or off on /admin/test as the seeded admin (it opens the edit pages to guests and teams). */
export async function setTestMode(browser: Browser, server: E2eServer, on: boolean): Promise<void> {
  const { context, page } = await signedInAdmin(browser, server);
  await page.goto('/admin/test');
  const toggle = page.getByRole('switch');
  await expect.poll(() => toggle.isVisible()).toBe(true);
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
  await context.close();
}
