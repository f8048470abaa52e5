import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { signedInGuest, signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

describe('profile keywords, podcasts and team', () => {
  it('a guest extracts keywords, links a found episode to the profile, and messages their team', async () => {
    const { context, page, guest } = await signedInGuest(browser, server);
    const slug = guest.clientSlug!;
    const { id } = await (await context.request.get(`/api/clients/${slug}`)).json();

    // the seed gives every profile keywords: clear them through the API, so the extract block shows
    expect((await context.request.delete(`/api/clients/${id}/keywords`)).status()).toBe(204);
    await page.reload();
    const about = page.locator('#about');
    const extract = about.getByRole('button', { name: 'Extract Profile Keywords' });
    await expect.poll(() => extract.isVisible()).toBe(true);
    await expectAccessible(page);
    await extract.click();
    const pills = about.getByRole('list').last().getByRole('listitem');
    await expect.poll(() => pills.count()).toBeGreaterThan(2);
    await expect.poll(() => extract.count()).toBe(0);
    const keywords = await pills.allInnerTexts();
    // Popular Topics weigh the profile keywords too
    await expect.poll(() => page.locator('#topics').getByText(keywords[0], { exact: true }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(async () => about.getByRole('list').last().getByRole('listitem').allInnerTexts()).toEqual(keywords);

    // Find Episodes: remove an appearance, find it again by the guest's name, and link it back
    await page.locator('#podcasts').getByRole('link', { name: 'Find Episodes' }).click();
    await page.waitForURL(`**/profile/${slug}/podcasts`);
    const appearances = page.getByRole('list', { name: /^Podcast appearances of/ });
    await expect.poll(() => appearances.getByRole('listitem').count()).toBeGreaterThan(0);
    const title = (await appearances.getByRole('heading', { level: 3 }).first().innerText()).trim();
    await page.getByRole('button', { name: `Remove: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this appearance?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => appearances.getByText(title, { exact: true }).count()).toBe(0);

    const found = page.getByRole('list', { name: 'Episodes found' });
    const linkButton = found.getByRole('button', { name: `Link to profile: ${title}` });
    await expect.poll(() => linkButton.isVisible()).toBe(true);
    await expectAccessible(page);
    await linkButton.click();
    await expect.poll(() => appearances.getByText(title, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => found.getByText(title, { exact: true }).count()).toBe(0);
    await expectAccessible(page);

    // the profile's Podcasts section shows it
    await page.getByRole('link', { name: /^Back to / }).click();
    await page.waitForURL(`**/profile/${slug}`);
    await expect.poll(() => page.locator('#podcasts').getByText(title, { exact: true }).isVisible()).toBe(true);

    // Team: the assigned agency people, each with a Message button
    await page.goto(`/profile/${slug}/team`);
    const team = page.getByRole('list', { name: /^Team of/ });
    await expect.poll(() => team.getByRole('listitem').count()).toBeGreaterThan(0);
    const message = team.getByRole('button', { name: /^Message / });
    expect(await message.count()).toBe(await team.getByRole('listitem').count());
    await expectAccessible(page);

    // a Message button writes into the client's conversation with the team
    await message.first().click();
    const compose = page.getByRole('dialog');
    await expect.poll(() => compose.getByRole('heading', { name: /^Message / }).isVisible()).toBe(true);
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => compose.getByText('Write a message first').isVisible()).toBe(true);
    await expectAccessible(page);
    const text = `Can we move Thursday's recording? ${Date.now()}`;
    await compose.getByLabel('Message').fill(text);
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => compose.count()).toBe(0);
    await expectToast(page, 'Message sent');
    const threads = await page.evaluate(async () => (await fetch('/api/messages', { credentials: 'include' })).json());
    expect(threads.items.map((t: { lastMessage: { body: string } | null }) => t.lastMessage?.body)).toContain(text);
    // the conversation the message went to is linked from the page
    const conversation = page.getByRole('link', { name: 'Open conversation' });
    await expect.poll(() => conversation.isVisible()).toBe(true);
    expect(await conversation.getAttribute('href')).toBe(`/messages/${threads.items[0].id}`);
    await context.close();
  });

  it('a visitor reads the podcasts read-only, and a team member is told the Team page is the guest’s', async () => {
    const guest = account(server, 'guest');
    const visitor = await newContext(browser, server);
    const page = await visitor.newPage();
    await page.goto(`/profile/${guest.clientSlug}/podcasts`);
    const appearances = page.getByRole('list', { name: /^Podcast appearances of/ });
    await expect.poll(() => appearances.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Find Episodes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Remove): / }).count()).toBe(0);
    await expectAccessible(page);
    await visitor.close();

    const team = account(server, 'team');
    const teamContext = await newContext(browser, server);
    const teamPage = await teamContext.newPage();
    await signIn(teamPage, team, `/profile/${team.clientSlug}/team`);
    await expect.poll(() => teamPage.getByText('The team page is only available to the guest of this profile.').isVisible()).toBe(true);
    await expectAccessible(teamPage);
    await teamContext.close();
  });
});
