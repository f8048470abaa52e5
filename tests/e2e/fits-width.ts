import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Expects the page to fit its viewport's width, with nothing to scroll sideways, once its layout
 * has settled: waited for as lasting state, since a resize or a chart drawn late reflows after
 * the call that caused it returns.
 */
export async function expectFitsWidth(page: Page, message?: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message }).toBeLessThanOrEqual(0);
}
