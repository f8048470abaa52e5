import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite } from './harness';
import { signedInLive } from './signin';
import { expectToast, shownToasts } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
// the suite's browser closes every context at the end
beforeAll(() => {
  ({ server, browser } = suite);
});

/** Counts the notes the page's Web Audio plays (the chime is two) and the loudest gain asked for, in window.chime. */
function countChimeNotes() {
  const chime = { notes: 0, peak: 0 };
  Object.assign(window, { chime });
  const { createOscillator, createGain } = AudioContext.prototype;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    chime.notes += 1;
    return createOscillator.call(this);
  };
  AudioContext.prototype.createGain = function (this: AudioContext) {
    const node = createGain.call(this);
    const ramp = node.gain.exponentialRampToValueAtTime.bind(node.gain);
    node.gain.exponentialRampToValueAtTime = (value: number, time: number) => {
      chime.peak = Math.max(chime.peak, value);
      return ramp(value, time);
    };
    return node;
  };
}

/** Keeps every system notification the page shows in window.notices (made before the browser's own, so a refusal of the OS does not hide it). */
function recordNotices() {
  const notices: { title: string; body?: string; tag?: string; instance?: Notification }[] = [];
  Object.assign(window, { notices });
  class Recorded extends Notification {
    constructor(title: string, options?: NotificationOptions) {
      const notice: (typeof notices)[number] = { title, body: options?.body, tag: options?.tag };
      notices.push(notice);
      super(title, options);
      notice.instance = this;
    }
  }
  Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
}

/** What countChimeNotes counted so far. */
const chime = (page: Page) => page.evaluate(() => (window as unknown as { chime: { notes: number; peak: number } }).chime);

/** A signed-in context with its live socket up, counting chime notes and recording system notifications; `permissions` granted first. */
function signedIn(role: 'admin' | 'guest', permissions: string[] = []) {
  return signedInLive(browser, server, role, async (context) => {
    if (permissions.length > 0) await context.grantPermissions(permissions, { origin: server.baseUrl });
    await context.addInitScript(countChimeNotes);
    await context.addInitScript(recordNotices);
  });
}

/** The toasts on a page, newest first. */
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');

/**
 * Rests the pointer where the next toast comes in (the foot of the empty Notifications region), as
 * a reader's pointer may: the toast then opens under it and is held from its first frame.
 */
async function restPointerOnNextToast(page: Page) {
  const region = await page.getByRole('list', { name: 'Notifications' }).boundingBox();
  if (!region || region.height > 0) throw new Error('the Notifications region is not empty');
  await page.mouse.move(region.x + region.width / 2, region.y - 10);
}

describe('live message notifications', () => {
  it('the client’s guest gets a toast for the team’s message; their reply notifies the admin, never themselves; toasts close after 5 s', async () => {
    const { page: adminPage, who: admin } = await signedIn('admin');
    const { page: guestPage, who: guest } = await signedIn('guest');
    const { clientId, clientName } = await (await guestPage.request.get('/api/auth/user')).json();

    // the team writes: the guest, on their profile page, sees the sender and the first 100
    // characters, read while the guest's pointer, resting where it comes in, holds it
    const body = `Quick update on your recording schedule: the host asked to move Thursday's session to next week. ${'Details follow. '.repeat(4)}`;
    expect(body.length).toBeGreaterThan(100);
    await restPointerOnNextToast(guestPage);
    const sent = await adminPage.request.post('/api/messages', { data: { clientId, body } });
    expect(sent.status()).toBe(201);
    const { threadId } = await sent.json();
    await expectToast(guestPage, `New message from ${admin.name}`);
    const toast = toasts(guestPage).filter({ hasText: `New message from ${admin.name}` });
    await expect.poll(() => toast.getByText(`${body.slice(0, 100)}…`, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => toast.getByText('just now').isVisible()).toBe(true);
    // with the chime, at volume 0.3 (sound is on unless turned off)
    expect(await chime(guestPage)).toEqual({ notes: 2, peak: 0.3 });

    // held while the pointer is over it: still there past its 5 s (the one deliberate wait), and it passes axe
    await guestPage.waitForTimeout(5_500);
    expect(await toast.count()).toBe(1);
    await expectAccessible(guestPage);

    // a click opens the conversation and removes the toast
    await toast.getByRole('button', { name: /^New message from/ }).click();
    await guestPage.waitForURL(`**/messages/${threadId}`);
    await expect.poll(() => toast.count()).toBe(0);

    // the guest answers from their profile: the admin (the team member who wrote) gets the toast
    await guestPage.goto(`/profile/${guest.clientSlug}`);
    await guestPage.mouse.move(0, 0);
    await adminPage.mouse.move(0, 0);
    const reply = 'Next week works, thank you!';
    expect((await guestPage.request.post('/api/messages', { data: { threadId, body: reply } })).status()).toBe(201);
    await expectToast(adminPage, `New message from ${clientName}`, reply);

    // left alone, it closes after 5000 ms (and a 150 ms fade), by the page's own clock
    await expect.poll(async () => (await shownToasts(adminPage)).at(-1)?.goneAt ?? null, { timeout: 15_000 }).not.toBeNull();
    const [adminToast] = await shownToasts(adminPage);
    const shownFor = (adminToast.goneAt ?? 0) - adminToast.shownAt;
    expect(shownFor).toBeGreaterThan(4_000);
    expect(shownFor).toBeLessThan(7_500);
    // who wrote a message got no toast for it: the admin's only toast is the reply's, and the
    // guest's profile page, open since before the reply, showed none
    expect((await shownToasts(adminPage)).map((t) => t.title)).toEqual([`New message from ${clientName}`]);
    expect(await shownToasts(guestPage)).toEqual([]);
  });

  it('a message toast is reached by keyboard and opens its thread with Enter; no chime with the sound turned off', async () => {
    const { page: adminPage } = await signedIn('admin');
    const { page: guestPage } = await signedIn('guest');
    await guestPage.evaluate(() => localStorage.setItem('notifications-sound-enabled', 'false'));
    const { clientId } = await (await guestPage.request.get('/api/auth/user')).json();
    const { threadId } = await (await adminPage.request.post('/api/messages', { data: { clientId, body: 'Keyboard check' } })).json();
    const openButton = toasts(guestPage).getByRole('button', { name: /^New message from/ });
    // focused as soon as it is there (focus() waits for it), then checked while focus holds it
    await openButton.focus();
    // the guest turned the sound off
    expect((await chime(guestPage)).notes).toBe(0);
    // focus holds it past the 5 s (the one deliberate wait)
    await guestPage.waitForTimeout(5_500);
    expect(await openButton.count()).toBe(1);
    await expect
      .poll(() =>
        toasts(guestPage)
          .getByRole('button', { name: /^Dismiss: New message from/ })
          .isVisible(),
      )
      .toBe(true);
    await guestPage.keyboard.press('Enter');
    await guestPage.waitForURL(`**/messages/${threadId}`);
  });

  it('in a background tab, also a browser notification when turned on and permitted; its click opens the thread', async () => {
    const { page: adminPage, who: admin } = await signedIn('admin');
    const { page: guestPage } = await signedIn('guest', ['notifications']);
    const { clientId } = await (await guestPage.request.get('/api/auth/user')).json();
    const notices = () =>
      guestPage.evaluate(() =>
        (window as unknown as { notices: { title: string; body?: string; tag?: string }[] }).notices.map(({ title, body, tag }) => ({ title, body, tag })),
      );
    const send = async (body: string) => (await (await adminPage.request.post('/api/messages', { data: { clientId, body } })).json()).threadId as number;

    // visible tab: the toast suffices
    await guestPage.evaluate(() => localStorage.setItem('notifications-browser-enabled', 'true'));
    await send('Seen in the tab');
    await expectToast(guestPage, `New message from ${admin.name}`, 'Seen in the tab');
    expect(await notices()).toEqual([]);

    // hidden tab
    await guestPage.evaluate(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }));
    const threadId = await send('Seen from another tab');
    await expect.poll(notices).toEqual([{ title: `New message from ${admin.name}`, body: 'Seen from another tab', tag: String(threadId) }]);
    await guestPage.evaluate(() => (window as unknown as { notices: { instance?: Notification }[] }).notices[0].instance?.onclick?.(new Event('click')));
    await guestPage.waitForURL(`**/messages/${threadId}`);

    // turned off: none
    await guestPage.evaluate(() => localStorage.setItem('notifications-browser-enabled', 'false'));
    await send('Not for the system tray');
    await expectToast(guestPage, `New message from ${admin.name}`, 'Not for the system tray');
    expect(await notices()).toHaveLength(1);
  });
});

describe('notification preferences', () => {
  it('the messages page’s settings turn browser notifications on once the browser permits them, and the sound off', async () => {
    const { page } = await signedIn('guest', ['notifications']);
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Notification settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification settings' });
    const browserSwitch = dialog.getByRole('switch', { name: 'Show browser notifications' });
    const soundSwitch = dialog.getByRole('switch', { name: 'Play a sound for new messages' });
    await expect.poll(() => browserSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await soundSwitch.getAttribute('aria-checked')).toBe('true');
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

    await browserSwitch.click();
    await expect.poll(() => browserSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await stored('notifications-browser-enabled')).toBe('true');
    await soundSwitch.press('Space');
    await expect.poll(() => soundSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await stored('notifications-sound-enabled')).toBe('false');
    await expectAccessible(page);

    // kept across a reload
    await page.reload();
    await page.getByRole('button', { name: 'Notification settings' }).click();
    await expect.poll(() => browserSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await soundSwitch.getAttribute('aria-checked')).toBe('false');
  });

  it('refused by the browser, the switch stays off and says how to allow it', async () => {
    // headless Chromium has no one to answer the prompt: a context not granted notifications is refused
    const { page } = await signedIn('guest');
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Notification settings' }).click();
    const browserSwitch = page.getByRole('dialog', { name: 'Notification settings' }).getByRole('switch', { name: 'Show browser notifications' });
    await browserSwitch.click();
    await expect.poll(() => page.getByText(/didn’t allow notifications for this site/).isVisible()).toBe(true);
    expect(await browserSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('notifications-browser-enabled'))).toBe('false');
  });
});
