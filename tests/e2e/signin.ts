import type { Browser, BrowserContext, Page } from 'playwright-core';
import { account, type E2eServer, newContext } from './harness';

/** A seeded demo account. */
type E2eAccount = ReturnType<typeof account>;

/** Fills the /login form and submits it. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh browser context signed in through the form as the seeded guest, landed on their profile. */
export async function signedInGuest(browser: Browser, server: E2eServer): Promise<{ context: BrowserContext; page: Page; guest: E2eAccount }> {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  const guest = account(server, 'guest');
  await signInThroughForm(page, guest.email, guest.password);
  await page.waitForURL(`**/profile/${guest.clientSlug}`);
  return { context, page, guest };
}
