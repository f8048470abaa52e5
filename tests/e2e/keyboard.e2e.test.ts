import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { account, e2eSuite, newContext } from './harness';
import { focusProblem, isFocused, signInWithKeyboard, tabTo } from './keyboard';
import { sidebar } from './shell';

const suite = e2eSuite();

async function visitorPage(): Promise<Page> {
  return (await newContext(suite.browser, suite.server)).newPage();
}

async function adminPage(): Promise<Page> {
  const page = await visitorPage();
  const admin = account(suite.server, 'admin');
  await signInWithKeyboard(page, admin.email, admin.password);
  await page.waitForURL('**/admin');
  return page;
}

describe('keyboard only, with visible focus', () => {
  it('signs in from /login', async () => {
    const page = await adminPage();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await page.context().close();
  });

  it('skips the sidebar to the page content', async () => {
    const page = await adminPage();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(page.getByRole('main'))).toBe(true);
    await page.context().close();
  });

  it('searches the directory, reaches a result card and opens it', async () => {
    const page = await adminPage();
    await page.goto('/directory');
    await page.getByText('24 profiles').waitFor();
    await tabTo(page, page.getByLabel('Search executives'));
    await page.keyboard.type('fintech');
    const card = page.getByRole('link', { name: /Priya Raman/ });
    await card.waitFor();
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile/priya-raman');
    await page.getByRole('heading', { level: 1, name: 'Priya Raman' }).waitFor();
    await page.context().close();
  });

  it('jumps to profile sections and reaches the PDF button', async () => {
    const page = await visitorPage();
    await page.goto(`/profile/${account(suite.server, 'guest').clientSlug}`);
    const sections = page.getByRole('navigation', { name: 'Profile sections' });
    await sections.waitFor();
    await tabTo(page, sections.getByRole('button', { name: 'Questions' }));
    await page.keyboard.press('Enter');
    const questions = page.locator('#questions');
    await expect.poll(() => questions.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await expect.poll(() => isFocused(questions)).toBe(true);

    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('link', { name: 'PDF' }));
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    expect(popup.url()).toContain('/pdf-profile');
    await page.context().close();
  });

  it('opens a sidebar group, activates an entry, and cancels the logout dialog with Escape and Cancel', async () => {
    const page = await adminPage();
    const nav = sidebar(page);
    const settings = nav.getByRole('button', { name: 'Settings' });
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    await expect.poll(() => settings.getAttribute('aria-expanded')).toBe('true');
    await page.waitForURL('**/admin/activity-dashboard');
    await tabTo(page, nav.getByRole('link', { name: 'Users' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/users');

    const logout = nav.getByRole('button', { name: 'Logout' });
    await tabTo(page, logout);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(logout)).toBe(true);
    expect(await focusProblem(page)).toBeNull();

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    if (!(await isFocused(cancel))) await tabTo(page, cancel, 5);
    expect(await focusProblem(page)).toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    await page.context().close();
  });
});
