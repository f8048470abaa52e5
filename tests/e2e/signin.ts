import type { Browser, BrowserContext, Page } from 'playwright-core';
import { account, type E2eServer, newContext } from './harness';

/** A seeded demo account. */
type E2eAccount = ReturnType<typeof account>;

/** Opens /login (or `path`, such as /login?next=…), fills its form and submits it. */
export async function signInThroughForm(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the page's browser context in as `who` with the request the form sends (POST
 * /api/auth/login; its cookie lands in the context), then opens `landing`. Flows that only need a
 * signed-in start use this; the form itself has its own flows (platform.e2e: signing in, a wrong
 * password, a new one), so the others skip loading and filling it, about a second each.
 */
export async function signIn(page: Page, who: { email: string; password: string }, landing: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  if (!res.ok()) throw new Error(`Signing in as ${who.email} answered ${res.status()}: ${await res.text()}`);
  await page.goto(landing);
}

/** Where a seeded account lands once signed in: its client's profile (guest, team), else /admin. */
export function landingOf(who: E2eAccount): string {
  return who.clientSlug ? `/profile/${who.clientSlug}` : '/admin';
}

/** A fresh browser context signed in as the seeded admin, on /admin. */
export async function signedInAdmin(browser: Browser, server: E2eServer): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  await signIn(page, account(server, 'admin'), '/admin');
  return { context, page };
}

/** A fresh browser context signed in as the seeded guest, on their profile. */
export async function signedInGuest(browser: Browser, server: E2eServer): Promise<{ context: BrowserContext; page: Page; guest: E2eAccount }> {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  const guest = account(server, 'guest');
  await signIn(page, guest, landingOf(guest));
  return { context, page, guest };
}

/**
 * A fresh browser context signed in through the form as a seeded admin or guest (the click on
 * Sign in is the visitor's gesture that lets the page play the chime), landed (/admin, or the
 * guest's profile) and with its live socket up: the websocket upgrade answered, so the
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
  await page.waitForURL(`**${landingOf(who)}**`);
  await live;
  return { context, page, who };
}
