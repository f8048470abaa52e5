import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadHistory, ThreadList } from '@shared/api/messaging/messages';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { signedInLive } from './signin';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
const opened: BrowserContext[] = [];
beforeAll(() => {
  ({ server, browser } = suite);
});
afterAll(async () => {
  for (const context of opened) await context.close();
});

/** A context signed in with its live socket up (closed at the end). */
async function signedIn(role: 'admin' | 'guest') {
  const session = await signedInLive(browser, server, role);
  opened.push(session.context);
  return session;
}

/** The team's unread total as the server counts it. */
async function teamUnread(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/admin/messages?limit=1')).json()) as ThreadList).unreadTotal;
}

/** What the sidebar's Team Messages badge reads ('' when hidden). */
async function sidebarBadge(page: Page): Promise<string> {
  const text = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Team Messages/ })
    .textContent();
  return (text ?? '').replace('Team Messages', '');
}

const badgeFor = (count: number) => (count === 0 ? '' : count > 99 ? '99+' : String(count));

/** The open conversation's messages. */
const log = (page: Page) => page.locator('main section ol > li');
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const typingLine = (page: Page, name: string) => page.getByText(`${name} is typing…`, { exact: true });

describe('team messages', () => {
  it('a guest writes from /messages and the team’s open conversation shows it live, with badge, read state and typing', async () => {
    const { page: team } = await signedIn('admin');
    const { page: guest } = await signedIn('guest');
    const { clientName } = await (await guest.request.get('/api/auth/user')).json();
    const unreadBefore = await teamUnread(team);
    await expect.poll(() => sidebarBadge(team)).toBe(badgeFor(unreadBefore));

    // the guest opens Messages: their conversation with the team (new, or their thread)
    await guest.goto('/messages');
    await expect.poll(() => guest.getByRole('heading', { name: 'Your agency team' }).isVisible()).toBe(true);
    const first = `Hello team, a question about my next booking ${Date.now()}`;
    await composer(guest).fill(first);
    await composer(guest).press('Enter');
    await guest.waitForURL(/\/messages\/\d+$/);
    const threadId = Number(new URL(guest.url()).pathname.split('/').pop());
    await expect.poll(() => log(guest).filter({ hasText: first }).count()).toBe(1);
    await expect.poll(() => log(guest).filter({ hasText: first }).getByText('Sent').isVisible()).toBe(true);
    // the focus stays in the box, emptied
    await expect.poll(() => composer(guest).evaluate((el) => el === document.activeElement && (el as HTMLTextAreaElement).value === '')).toBe(true);

    // the team's badge counts it live
    await expect.poll(() => sidebarBadge(team)).toBe(badgeFor(unreadBefore + 1));

    // the team opens the conversation from the list: the message is read, the badge clears, the guest sees 'Seen'
    await team.goto('/messages');
    const row = team.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${clientName}`) });
    await expect.poll(() => row.textContent()).toContain('1 unread');
    await expectAccessible(team);
    await row.click();
    await team.waitForURL(`**/messages/${threadId}`);
    await expect.poll(() => log(team).filter({ hasText: first }).count()).toBe(1);
    expect(await row.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => teamUnread(team)).toBe(unreadBefore);
    await expect.poll(() => sidebarBadge(team)).toBe(badgeFor(unreadBefore));
    await expect.poll(() => row.textContent()).not.toContain('unread');
    await expect.poll(() => log(guest).filter({ hasText: first }).getByText('Seen').isVisible()).toBe(true);

    // the guest types: the team sees it while they type (the line goes 3 s after the last key, so
    // it is looked for from the first key); sending clears it, and the message arrives without a reload
    await Promise.all([typingLine(team, clientName).waitFor(), composer(guest).pressSequentially('Also, ', { delay: 150 })]);
    // Shift+Enter breaks the line, Enter sends
    await composer(guest).press('Shift+Enter');
    await composer(guest).pressSequentially('could we talk on Friday?');
    await composer(guest).press('Enter');
    await expect.poll(() => log(team).filter({ hasText: 'could we talk on Friday?' }).count()).toBe(1);
    await expect.poll(() => typingLine(team, clientName).count()).toBe(0);
    const history = (await (await team.request.get(`/api/messages/threads/${threadId}`)).json()) as ThreadHistory;
    expect(history.items.at(-1)?.body).toBe('Also, \ncould we talk on Friday?');
    // screen readers hear it through the live log; the conversation open and visible, it is read at once
    const announced = team.getByRole('log', { name: 'New messages' });
    expect(await announced.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => announced.textContent()).toContain('could we talk on Friday?');
    await expect.poll(() => log(guest).filter({ hasText: 'could we talk on Friday?' }).getByText('Seen').isVisible()).toBe(true);

    // the team types back: the guest sees who; leaving the box clears it
    const admin = account(server, 'admin');
    await Promise.all([typingLine(guest, admin.name).waitFor(), composer(team).pressSequentially('Sure', { delay: 150 })]);
    await composer(team).fill('');
    await composer(team).blur();
    await expect.poll(() => typingLine(guest, admin.name).count()).toBe(0);

    await expectAccessible(team);
    await expectAccessible(guest);
  }, 120_000);

  it('loads earlier messages of a long conversation by cursor, keeping the reader’s place', async () => {
    const { page: team } = await signedIn('admin');
    const other = server.accounts.filter((a) => a.role === 'guest')[1];
    const { id: clientId } = await (await team.request.get(`/api/clients/${other.clientSlug}`)).json();
    const send = async (body: string, target: object) => {
      const sent = await team.request.post('/api/messages', { data: { body, ...target } });
      expect(sent.status()).toBe(201);
      return (await sent.json()).threadId as number;
    };
    const threadId = await send('Update number 1', { clientId });
    // the other 59 in batches (their order within a batch does not matter here)
    for (let batch = 0; batch < 59; batch += 10) {
      const numbers = Array.from({ length: Math.min(10, 59 - batch) }, (_, i) => batch + i + 2);
      await Promise.all(numbers.map((n) => send(`Update number ${n}`, { threadId })));
    }
    await team.goto(`/messages/${threadId}`);
    await expect.poll(() => log(team).count()).toBe(50);
    expect(await team.getByText('Update number 1', { exact: true }).count()).toBe(0);

    // the oldest message shown stays where it is on screen when the earlier ones arrive above it
    const anchor = team.getByText((await log(team).first().locator('div').textContent()) ?? '', { exact: true });
    await anchor.scrollIntoViewIfNeeded();
    const before = (await anchor.boundingBox())?.y ?? 0;
    await team.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect.poll(() => log(team).count()).toBe(60);
    expect(Math.abs(((await anchor.boundingBox())?.y ?? 0) - before)).toBeLessThan(4);
    expect(await team.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0);
    expect(await log(team).first().locator('div').textContent()).toBe('Update number 1');
  }, 120_000);

  it('works from the keyboard alone: Tab to a conversation, Enter opens it, Tab to the box, Enter sends', async () => {
    const { page: team } = await signedIn('admin');
    const guest = account(server, 'guest');
    const { id: clientId } = await (await team.request.get(`/api/clients/${guest.clientSlug}`)).json();
    expect((await team.request.post('/api/messages', { data: { clientId, body: 'Checking in before the keyboard flow' } })).status()).toBe(201);
    await team.goto('/messages');
    const rows = team.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const focusedIs = (selector: string) => team.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 80 && !(await focusedIs(selector)); i++) await team.keyboard.press('Tab');
      expect(await focusedIs(selector)).toBe(true);
    };
    await tabTo('ul[aria-label="Conversations"] a');
    const href = await team.evaluate(() => document.activeElement?.getAttribute('href'));
    await team.keyboard.press('Enter');
    await team.waitForURL(`**${href}`);
    await tabTo('textarea');
    const text = `Sent from the keyboard ${Date.now()}`;
    await team.keyboard.type(text);
    await team.keyboard.press('Enter');
    await expect.poll(() => log(team).filter({ hasText: text }).count()).toBe(1);
    expect(await focusedIs('textarea')).toBe(true);

    // the notification settings open from the list's header, pass axe, and close with Escape
    await team.getByRole('button', { name: 'Notification settings' }).click();
    const settings = team.getByRole('dialog', { name: 'Notification settings' });
    await expect.poll(() => settings.isVisible()).toBe(true);
    await expectAccessible(team);
    await team.keyboard.press('Escape');
    await expect.poll(() => settings.count()).toBe(0);
  });

  it('sends a visitor to sign in', async () => {
    const visitor = await newContext(browser, server);
    opened.push(visitor);
    const page = await visitor.newPage();
    await page.goto('/messages');
    // to come back to the messages once signed in
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/messages');
  });
});
