import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Stored names a reader should never meet in a log's rows: camelCase fields, job action keys, raw JSON. */
const UNREADABLE = [/\b[a-z]+[A-Z][A-Za-z]*\b/, /admin-job\./, /[{}]/];

/** Every visible body row of the page's table reads as words: no camelCase field names, no 'admin-job.', no JSON braces. */
export async function expectPlainRows(page: Page): Promise<void> {
  const rows = await page.locator('tbody tr').allInnerTexts();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) for (const pattern of UNREADABLE) expect(row, row).not.toMatch(pattern);
}
