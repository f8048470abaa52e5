import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { e2eSuite, newContext } from './harness';

const suite = e2eSuite();

/** The wording of a schema's own messages, which a visitor must never read. */
const SCHEMA_WORDING = /expected|received|Invalid input|userId|token:/i;

/** The text of the page's main card. */
const cardText = (page: Page) => page.locator('main').innerText();

describe('an activation link that cannot be used', () => {
  it.each([
    ['a user id that is not a number', '/activate/abc?email=pat%40example.com&token=x'],
    ['no token', '/activate/5?email=pat%40example.com'],
  ])('says so on load, in plain words, for %s', async (_, path) => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    await page.goto(path);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toBe('Invalid activation link');
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(await cardText(page)).not.toMatch(SCHEMA_WORDING);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('a well-formed link shows the form, and the server refusing it reads plainly', async () => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    await page.goto('/activate/987654?email=pat%40example.com&token=not-the-right-one');
    await page.getByLabel('Password', { exact: true }).fill('a-new-secret');
    await page.getByLabel('Confirm password').fill('a-new-secret');
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Activation Failed');
    expect(await cardText(page)).not.toMatch(SCHEMA_WORDING);
    await expectAccessible(page);
    await context.close();
  });
});

describe('a reset link without a token', () => {
  it('says so on load and leads back to sign in', async () => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    await page.goto('/reset-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid or missing reset token. Please request a new password reset.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
