import type { Locator, Page } from 'playwright-core';

/** The signed-in shell's sidebar (the navigation landmark named Main). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}
