import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { landingOf, signedInAdmin, signedInGuest, signIn } from './signin';

const suite = e2eSuite();

/** The sidebar's Messages entry. */
const messagesEntry = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });

describe('Messages in the client panel', () => {
  it('a guest sees a new message counted on their sidebar’s Messages, which opens the conversation', async () => {
    const { server, browser } = suite;
    const { context: adminContext, page: admin } = await signedInAdmin(browser, server);
    const guest = account(server, 'guest');
    const { id: clientId } = await (await admin.request.get(`/api/clients/${guest.clientSlug}`)).json();
    const sent = await admin.request.post('/api/messages', { data: { body: 'Your booking with the Growth Show is confirmed.', clientId } });
    expect(sent.status()).toBe(201);

    const { context, page } = await signedInGuest(browser, server);
    await expect.poll(() => messagesEntry(page).textContent()).toBe('Messages1');
    await expectAccessible(page);
    await messagesEntry(page).click();
    await page.waitForURL(/\/messages\/\d+$/);
    // in the open conversation's messages (the conversation list shows the same words as its preview)
    await expect.poll(() => page.locator('main section ol > li').getByText('Your booking with the Growth Show is confirmed.').isVisible()).toBe(true);
    expect(await messagesEntry(page).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => messagesEntry(page).textContent()).toBe('Messages');
    await context.close();
    await adminContext.close();
  });

  it('a team member reaches the conversations of their client from the sidebar', async () => {
    const { server, browser } = suite;
    const team = account(server, 'team');
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await signIn(page, team, landingOf(team));
    await messagesEntry(page).click();
    await page.waitForURL('**/messages');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Team Messages' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
