import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { landingOf, signedInGuest, signIn } from './signin';
import { expectToast } from './toasts';
import { expectFitsWidth } from './fits-width';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

/** The add form: the last form of the page (edit forms open in the list above it). */
const addForm = (page: Page) => page.locator('main form').last();
/** The headings of the records listed on a plain records page. */
const listed = (page: Page) => page.getByRole('list', { name: /of / }).getByRole('heading', { level: 3 }).allInnerTexts();
/** The bookings of one pipeline stage, by their show names. */
const inStage = (page: Page, stage: string) =>
  page
    .getByRole('list', { name: new RegExp(`^${stage}`) })
    .getByRole('heading', { level: 4 })
    .allInnerTexts();
/** The card of a booking, by its show. */
const bookingCard = (page: Page, show: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: show, exact: true }) });

/** Opens a subpage of the profile and waits for its title and its list (or empty state). */
async function openSubpage(page: Page, slug: string, path: string, title: string) {
  await page.goto(`/profile/${slug}/${path}`);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('status', { name: /^Loading/ }).count()).toBe(0);
}

/** Fills the add form and submits it (the caller then waits for the record in the list, then its toast). */
async function add(page: Page, values: Record<string, string>, button: string) {
  const form = addForm(page);
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
    else await field.fill(value);
  }
  await form.getByRole('button', { name: button }).click();
}

/** Deletes a record through its Delete button and the confirmation dialog (the caller then waits for it to leave the list). */
async function deleteThroughDialog(page: Page, title: string, dialogTitle: string) {
  await page.getByRole('button', { name: `Delete: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

/** A date `days` days before today (UTC), as YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The longer flows: every page is also checked by axe, on two shared cores. */
const LONG_FLOW = { timeout: 240_000 };

describe('profile records', () => {
  it('a guest adds a social link (a second one on a platform is refused), and adds and deletes a press item and an award', LONG_FLOW, async () => {
    const { context, page, guest } = await signedInGuest(browser, server);
    const slug = guest.clientSlug!;

    await openSubpage(page, slug, 'socials', 'Socials');
    await expect.poll(() => listed(page)).toEqual(expect.arrayContaining(['LinkedIn', 'X']));
    await expectAccessible(page);
    await add(page, { Platform: 'Instagram', Handle: '@ada', Address: 'https://www.instagram.com/ada', Followers: '1200' }, 'Add social account');
    await expect.poll(() => listed(page)).toContain('Instagram');
    await expectToast(page, 'Social account added');
    await expect.poll(() => page.getByText('@ada · 1,200 followers').isVisible()).toBe(true);
    // the shared schema's message under the field, before anything is sent (once the saved form has emptied)
    await expect.poll(() => addForm(page).getByLabel('Address', { exact: true }).inputValue()).toBe('');
    await addForm(page).getByLabel('Address', { exact: true }).fill('javascript:alert(1)');
    await addForm(page).getByRole('button', { name: 'Add social account' }).click();
    await expect.poll(() => addForm(page).getByText('Enter a full web address starting with http:// or https://').isVisible()).toBe(true);
    // a second LinkedIn account: the server's 409 in words
    await addForm(page).getByLabel('Platform').selectOption({ label: 'LinkedIn' });
    await addForm(page).getByLabel('Address', { exact: true }).fill('https://www.linkedin.com/in/another');
    await addForm(page).getByRole('button', { name: 'Add social account' }).click();
    await expect.poll(() => addForm(page).getByText('This profile already has a LinkedIn account: edit that one instead').isVisible()).toBe(true);

    await openSubpage(page, slug, 'pr', 'PR');
    await add(page, { Title: 'Leading through change', Outlet: 'The Ledger', 'Published on': '2025-02-28' }, 'Add press item');
    await expect.poll(() => listed(page)).toContain('Leading through change');
    await expectToast(page, 'Press item added');
    await expectAccessible(page);
    await deleteThroughDialog(page, 'Leading through change', 'Delete press item?');
    await expect.poll(() => listed(page)).not.toContain('Leading through change');
    await expectToast(page, 'Press item deleted');

    await openSubpage(page, slug, 'awards', 'Awards');
    await add(page, { Title: 'Speaker of the Year', Issuer: 'Podcast Guild', Year: '2025' }, 'Add award');
    await expect.poll(() => listed(page)).toContain('Speaker of the Year');
    await expectToast(page, 'Award added');
    await expectAccessible(page);
    await deleteThroughDialog(page, 'Speaker of the Year', 'Delete award?');
    await expect.poll(() => listed(page)).not.toContain('Speaker of the Year');
    await expectToast(page, 'Award deleted');
    await expectAccessible(page);
    await context.close();
  });

  it('a guest adds a booking and moves it through the pipeline, and clears a release link flag', LONG_FLOW, async () => {
    const { context, page, guest } = await signedInGuest(browser, server);
    await openSubpage(page, guest.clientSlug!, 'bookings', 'Bookings');
    await expectAccessible(page);

    await add(
      page,
      { Show: 'The Long Game', 'Host name': 'Hana Host', 'Host contact': 'hana@show.example', 'Scheduled for': '2026-05-01T14:00', Notes: 'Bring the book.' },
      'Add booking',
    );
    await expect.poll(() => inStage(page, 'Requested')).toContain('The Long Game');
    await expectToast(page, 'Booking added');

    const moveTo = async (label: string) => {
      await bookingCard(page, 'The Long Game').getByLabel('Stage of The Long Game').selectOption({ label });
      await page.getByRole('button', { name: `Move The Long Game to ${label}` }).click();
    };
    await moveTo('Confirmed');
    await expect.poll(() => inStage(page, 'Confirmed')).toContain('The Long Game');
    // the keyboard stays with the booking: its stage picker, in its new stage, has the focus
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.labels?.[0]?.textContent)).toBe('Stage of The Long Game');
    await moveTo('Recorded');
    await expect.poll(() => inStage(page, 'Recorded')).toContain('The Long Game');
    // the server filled the recording date with the scheduled day
    await expect.poll(() => bookingCard(page, 'The Long Game').getByText('May 1, 2026', { exact: true }).isVisible()).toBe(true);

    // Published asks for the release link first
    await moveTo('Published');
    const dialog = page.getByRole('dialog', { name: 'Publish the booking' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('Release link').fill('https://show.example.fm/episodes/long-game');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => inStage(page, 'Published')).toContain('The Long Game');
    expect(
      await bookingCard(page, 'The Long Game')
        .getByRole('link', { name: /Release/ })
        .getAttribute('href'),
    ).toBe('https://show.example.fm/episodes/long-game');

    // a booking recorded 46 days ago without a link is flagged (past the 45 follow-up days); adding the link through Edit clears it
    await add(page, { Show: 'Old Conversation', Stage: 'Recorded', 'Recorded on': daysAgo(46) }, 'Add booking');
    const old = bookingCard(page, 'Old Conversation');
    await expect.poll(() => old.getByText('Release overdue').isVisible()).toBe(true);
    await expectToast(page, 'Booking added');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^Release overdue: / }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Edit: Old Conversation' }).click();
    // in place of the card, above the add form (the page's other forms save nothing: the calendar cards)
    const editor = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
    await editor.getByLabel('Release link', { exact: true }).fill('https://show.example.fm/episodes/old');
    await editor.getByRole('button', { name: 'Save' }).click();
    // the card is back in place of the editor, without the flag
    await expect.poll(async () => [await old.count(), await old.getByText('Release overdue').count()]).toEqual([1, 0]);
    await expectToast(page, 'Booking saved');
    await expectAccessible(page);
    await context.close();
  });

  it("a team member, on a phone, sees 'Release overdue' on the seeded old recorded booking at the top and clears it", async () => {
    const team = account(server, 'team');
    const context = await newContext(browser, server, 390);
    const page = await context.newPage();
    await signIn(page, team, landingOf(team));
    await openSubpage(page, team.clientSlug!, 'bookings', 'Bookings');

    const summary = page.getByRole('heading', { level: 2, name: /^Release overdue: \d+$/ });
    await expect.poll(() => summary.isVisible()).toBe(true);
    const recorded = await inStage(page, 'Recorded');
    expect(recorded.length).toBeGreaterThan(0);
    const show = recorded[0];
    await expect.poll(() => bookingCard(page, show).getByText('Release overdue').isVisible()).toBe(true);
    // stacked on a phone: nothing wider than the screen
    await expectFitsWidth(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Add release link: ${show}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add the release link' });
    await dialog.getByLabel('Release link').fill('https://show.example.fm/episodes/seeded');
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await expect.poll(() => bookingCard(page, show).getByText('Release overdue').count()).toBe(0);
    await expect.poll(() => summary.count()).toBe(0);
    await context.close();
  });

  it('an admin sees the overdue count on /admin, with links to the bookings pages and to the follow-ups', async () => {
    const admin = account(server, 'admin');
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await signIn(page, admin, '/admin');
    const expected = (await (await page.request.get('/api/bookings/releases-overdue')).json()) as { count: number; bookings: { client: { slug: string } }[] };
    expect(expected.count).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Releases overdue' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('releases-overdue-count').innerText()).toContain(String(expected.count));
    expect(await page.locator(`main a[href="/profile/${expected.bookings[0].client.slug}/bookings"]`).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Follow up with the hosts' }).getAttribute('href')).toBe('/admin/booking-requests#releases-overdue');
    await expectAccessible(page);
    await context.close();
  });

  it('a visitor reads socials, press and awards read-only, and not bookings', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const slug = account(server, 'guest').clientSlug!;
    await openSubpage(page, slug, 'socials', 'Socials');
    await expect.poll(async () => (await listed(page)).length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete|Add)/ }).count()).toBe(0);
    await expectAccessible(page);
    await openSubpage(page, slug, 'bookings', 'Bookings');
    await expect.poll(() => page.getByText(/are private to the people who manage this profile/).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
