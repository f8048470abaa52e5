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

/** A fresh browser context signed in through the form as the seeded admin, landed on /admin. */
export async function signedInAdmin(browser: Browser, server: E2eServer): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  const admin = account(server, 'admin');
  await signInThroughForm(page, admin.email, admin.password);
  await page.waitForURL('**/admin');
  return { context, page };
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

/**
 * A fresh browser context signed in through the form as a seeded admin or guest, landed (/admin,
 * or the guest's profile) and with its live socket up: the websocket upgrade answered, so the
 * socket connected and joined its rooms before. `prepare` runs on the context before its page
 * opens (permissions, init scripts).
 */
export async function signedInLive(
  browser: Browser,
  server: E2eServer,
  role: 'admin' | 'guest',
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page; who: E2eAccount }> {
  const context = await newContext(browser, server);
  await prepare?.(context);
  const page = await context.newPage();
  const live = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/')).then((ws) => ws.waitForEvent('framereceived'));
  const who = account(server, role);
  await signInThroughForm(page, who.email, who.password);
  await page.waitForURL(role === 'admin' ? '**/admin**' : `**/profile/${who.clientSlug}`);
  await live;
  return { context, page, who };
}
