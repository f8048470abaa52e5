import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks an option in an OptionPicker: types part of it, waits for the suggestion, types it whole, and waits for the choice to show (the field gives way to it). */
export async function pick(field: Locator, page: Page, partial: string, option: string): Promise<void> {
  await field.fill(partial);
  const listId = await field.getAttribute('list');
  await expect.poll(() => page.locator(`datalist[id="${listId}"] option[value="${option}"]`).count(), { timeout: 10_000 }).toBe(1);
  await field.fill(option);
  await page.locator(`input[list="${listId}"]`).waitFor({ state: 'detached' });
}
