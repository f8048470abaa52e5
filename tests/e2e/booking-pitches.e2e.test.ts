import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PITCH_LINK_INVALID } from '@shared/api/bookings/pitches';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { pick } from './option-picker';
import { signIn } from './signin';

const suite = e2eSuite();
/** Where the flow's screenshots go (the note shows them). */
const SHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

describe('a pitch page', () => {
  it('is built by an admin for two guests, read by a host on a phone (also without JavaScript), and what the host did shows on the timeline', async () => {
    const show = `The Pitch Flow Show ${Date.now()}`;
    const agency = await newContext(suite.browser, suite.server);
    const admin = await agency.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin/pitches');
    const options = (await (await admin.request.get('/api/admin/client-options?q=')).json()) as ClientOption[];
    const [first, second] = options.filter((option) => !option.archived);

    // the builder: two guests, a line each, a sample question ticked or one written
    await admin.getByRole('button', { name: 'New pitch page' }).click();
    const builder = admin.getByRole('dialog');
    await builder.getByLabel('Show name').fill(show);
    await builder.getByLabel('Show link (optional)').fill('https://pitch-flow.example.com/feed');
    await pick(builder.getByLabel('Guest 1', { exact: true }), admin, first.name.slice(0, 4), first.name);
    await builder.getByLabel('Why guest 1 fits this audience').fill(`${first.name} speaks to founders like yours.`);
    await builder.getByLabel('Write a question for guest 1').fill('What would you tell a first-time founder?');
    await builder.getByRole('button', { name: 'Add', exact: true }).click();
    await builder.getByRole('button', { name: 'Add a guest' }).click();
    await pick(builder.getByLabel('Guest 2', { exact: true }), admin, second.name.slice(0, 4), second.name);
    await builder.getByLabel('Why guest 2 fits this audience').fill(`${second.name} has lived your listeners’ questions.`);
    const sample = builder.getByRole('group', { name: 'Guest 2' }).getByRole('checkbox').first();
    if (await sample.count()) await sample.check();
    await expectAccessible(admin);
    if (process.env.SCREENSHOTS === '1') await admin.screenshot({ path: join(SHOTS, 'booking-pitch-builder.png') });
    await builder.getByRole('button', { name: 'Make the pitch page' }).click();
    const linkField = builder.getByLabel('Pitch link');
    await expect.poll(() => linkField.isVisible()).toBe(true);
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/pitch\/[A-Za-z0-9_-]{43}$/);
    // its last day in words, never a machine date
    const lastDay = /works until [A-Z][a-z]{2} \d{1,2}, \d{4} unless you revoke it/;
    await expect.poll(() => builder.getByText(lastDay).isVisible()).toBe(true);
    await expect.poll(() => builder.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true);
    await builder.getByRole('button', { name: 'Done' }).click();
    const row = admin.getByRole('row').filter({ hasText: show });
    await expect.poll(() => row.count()).toBe(1);
    await expectAccessible(admin);

    // a link checker's HEAD and a mail scanner's GET of the page come first: neither goes on the timeline
    expect((await fetch(link, { method: 'HEAD' })).status).toBe(200);
    const scanned = await fetch(link, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))' } });
    expect(await scanned.text()).toContain(show);

    // the host on a phone: the page is server-rendered, each guest a one-sheet; the PDF through its tracked link
    const host = await newContext(suite.browser, suite.server, 390);
    const page = await host.newPage();
    // hydration must find the server's HTML as it would render it (a mismatch is React error #418)
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const hydrated = page.waitForResponse((res) => res.url().includes('/api/clients/') && res.url().includes('/talking-points'));
    await page.goto(link);
    await hydrated;
    expect(await page.locator('#podium-state').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: show }).isVisible()).toBe(true);
    for (const guest of [first, second]) await expect.poll(() => page.getByRole('heading', { level: 2, name: guest.name }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('What would you tell a first-time founder?').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/This page works until [A-Z][a-z]{2} \d{1,2}, \d{4}\./).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: join(SHOTS, 'booking-pitch-page.png'), fullPage: true });
    const firstSheet = page.getByRole('article', { name: first.name });
    const download = page.waitForEvent('download');
    await firstSheet.getByRole('link', { name: 'One-sheet PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    // the Request button opens the request form for this guest
    await firstSheet.getByRole('button', { name: 'Request this guest' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: `Request ${first.name}` }).isVisible()).toBe(true);

    // the timeline: one open (the host's: the server's render read the page once, hydration did not again), the PDF download
    await admin.reload();
    await expect.poll(() => row.textContent()).toContain('1 open · 1 download · 0 requests');
    await row.getByRole('button', { name: `Actions for ${show}` }).click();
    await admin.getByRole('menuitem', { name: 'Timeline' }).click();
    const timeline = admin.getByRole('dialog').getByRole('list', { name: 'Timeline' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(2);
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(`${first.name}’s one-sheet PDF was downloaded`),
      expect.stringContaining('The page was opened'),
    ]);
    await expectAccessible(admin);
    if (process.env.SCREENSHOTS === '1') await admin.screenshot({ path: join(SHOTS, 'booking-pitch-timeline.png') });
    await admin.getByRole('button', { name: 'Close' }).click();

    // without JavaScript the page still reads; its head says noindex and never carries the token
    const plain = await suite.browser.newContext({ baseURL: suite.server.baseUrl, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    const res = await noScript.goto(link);
    expect(res?.status()).toBe(200);
    await expect.poll(() => noScript.getByRole('heading', { level: 1, name: show }).isVisible()).toBe(true);
    await expect.poll(() => noScript.getByRole('heading', { level: 2, name: second.name }).isVisible()).toBe(true);
    // its links are written relative to the page (the server sends them on to the tracked route)
    expect(await noScript.getByRole('link', { name: 'One-sheet PDF' }).first().getAttribute('href')).toMatch(/^\?open=pdf&guest=\d+$/);
    const html = (await res?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain(link.split('/pitch/')[1]);
    expect(res?.headers()['cache-control']).toBe('no-store');

    // revoked, the link answers the plain message
    await row.getByRole('button', { name: `Actions for ${show}` }).click();
    await admin.getByRole('menuitem', { name: 'Revoke link' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    const gone = await noScript.goto(link);
    expect(gone?.status()).toBe(404);
    await expect.poll(() => noScript.getByText(PITCH_LINK_INVALID).isVisible()).toBe(true);
    await Promise.all([plain.close(), host.close(), agency.close()]);
  });
});
