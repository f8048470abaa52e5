import type { Locator, Page } from 'playwright-core';

/** The menu button of the admin list row named `name` ('Actions for {name}'). */
export function rowMenuButton(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: `Actions for ${name}`, exact: true });
}

/** Runs the action `action` (Edit, Delete, Approve…) of the row named `name` from its menu, with the mouse. */
export async function rowAction(page: Page, name: string, action: string, scope: Page | Locator = page): Promise<void> {
  await rowMenuButton(scope, name).click();
  await page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}
