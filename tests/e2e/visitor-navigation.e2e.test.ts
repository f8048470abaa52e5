import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { settled } from './settle';
import { signIn } from './signin';

// One navigation on a profile, and anchors that land where they say.

const suite = e2eSuite();
const PHONE = 390;

/** A visitor's page at a width (the phone's height is 844). */
async function visitorPage(width: number): Promise<Page> {
  const context = await newContext(suite.browser, suite.server, width);
  const page = await context.newPage();
  if (width === PHONE) await page.setViewportSize({ width, height: 844 });
  return page;
}

/**
 * Every visible link and button of the page as `name → target`: a link's target is its address; a
 * button's is itself (`button #n`), since two buttons are only one control when there is one.
 */
function controlsByName(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const byName: Record<string, string[]> = {};
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.checkVisibility({ visibilityProperty: true }));
    controls.forEach((el, n) => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const name = (el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : el.textContent) ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const target = el instanceof HTMLAnchorElement ? el.href : `button #${n}`;
      byName[name] = [...new Set([...(byName[name] ?? []), target])];
    });
    return byName;
  });
}

/** The names that lead to more than one place. */
async function ambiguousNames(page: Page): Promise<Record<string, string[]>> {
  return Object.fromEntries(Object.entries(await controlsByName(page)).filter(([, targets]) => targets.length > 1));
}

/** The site header's entry with this name (a link or, before, a button). */
const siteEntry = (page: Page, name: string) => page.getByRole('navigation', { name: 'Site' }).getByText(name, { exact: true });

/** How many visible ☰ menu buttons the page shows. */
function menuButtons(page: Page): Promise<number> {
  return page.locator('button:has(svg.lucide-menu)').evaluateAll((buttons) => buttons.filter((b) => b.checkVisibility()).length);
}

const profilePath = () => `/profile/${account(suite.server, 'guest').clientSlug}`;

describe('one navigation on a profile', () => {
  it("at 1280 px, no name leads to two places, and About jumps to the profile's About", async () => {
    const page = await visitorPage(1280);
    await page.goto(profilePath());
    await settled(page);
    expect(await ambiguousNames(page)).toEqual({});
    for (const name of ['Home', 'About', 'Contact', 'Login'])
      expect(await page.getByRole(name === 'About' ? 'button' : 'link', { name, exact: true }).count(), name).toBe(1);
    await page.getByRole('button', { name: 'About', exact: true }).click();
    await page.waitForFunction(
      () =>
        Math.abs(
          (document.getElementById('about')?.getBoundingClientRect().top ?? 0) -
            ((document.querySelector('header[data-profile-header]')?.getBoundingClientRect().bottom ?? 0) + 16),
        ) < 4,
    );
    expect(page.url()).toContain(profilePath());
    await expectAccessible(page);
    await page.context().close();
  });

  it('on a phone, a visitor has one ☰ menu, and with it open no name leads to two places', async () => {
    const page = await visitorPage(PHONE);
    await page.goto(profilePath());
    await settled(page);
    expect(await menuButtons(page)).toBe(1);
    await page.locator('header[data-profile-header] button[aria-expanded]').click();
    await page.locator('header[data-profile-header] button[aria-expanded="true"]').waitFor();
    expect(await ambiguousNames(page)).toEqual({});
    for (const name of ['Home', 'Contact', 'Login']) expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it("at 1280 px, signed in, no name leads to two places (the sidebar's Profile and Podcasts pages, the header's sections)", async () => {
    const page = await visitorPage(1280);
    await signIn(page, account(suite.server, 'guest'), profilePath());
    await page.getByRole('navigation', { name: 'Profile sections' }).waitFor();
    await settled(page);
    // the header's Logout and the sidebar's do the same (both ask first: the test below)
    const { Logout: _sameAction, ...ambiguous } = await ambiguousNames(page);
    expect(ambiguous).toEqual({});
    await page.getByRole('button', { name: 'Podcasts section' }).click();
    // the section comes into view below the sticky header (near the page's end it may not reach the top)
    await page.waitForFunction(() => {
      const top = document.getElementById('podcasts')?.getBoundingClientRect().top ?? -1;
      return top >= (document.querySelector('header[data-profile-header]')?.getBoundingClientRect().bottom ?? 0) && top < window.innerHeight / 2;
    });
    await page.context().close();
  });

  it("on a phone, a signed-in guest has one ☰ menu (the sidebar's); the profile's own list is Sections", async () => {
    const page = await visitorPage(PHONE);
    await signIn(page, account(suite.server, 'guest'), profilePath());
    await page.locator('header[data-profile-header]').waitFor();
    await settled(page);
    expect(await menuButtons(page)).toBe(1);
    await page.getByRole('button', { name: 'Sections' }).click();
    await page.getByRole('button', { name: 'Sections', expanded: true }).waitFor();
    expect(await page.getByRole('button', { name: 'About section', exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it("at 1280 px, signed in, the header's Logout asks first, as the sidebar's does", async () => {
    const page = await visitorPage(1280);
    await signIn(page, account(suite.server, 'guest'), profilePath());
    await page.locator('header[data-profile-header]').waitFor();
    await page.locator('header[data-profile-header]').getByRole('button', { name: 'Logout' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to logout?' })
      .or(page.getByRole('dialog', { name: 'Are you sure you want to logout?' }))
      .waitFor();
    expect(page.url()).toContain(profilePath());
    await page.context().close();
  });
});

/** Where an element's top is, and whether it landed `offset` px below the viewport's top (± 4 px), or as close as the page allows. */
function landing([id, offset]: readonly [string, number]): { top: number; landed: boolean } {
  const top = document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN;
  const atEnd = Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) <= 2;
  const atTop = window.scrollY === 0 && top <= offset;
  return { top, landed: Math.abs(top - offset) <= 4 || atEnd || atTop };
}

/**
 * Whether the element ends `offset` px below the viewport's top (± 4 px), or as close as the page
 * allows (scrolled to its end, or at its top with the element above that line). It waits for that
 * lasting state first (up to 10 s: the page may still be loading before it scrolls), then until the
 * window stops scrolling, and reads it then; a page that never lands answers false with its top.
 */
async function landedOn(page: Page, id: string, offset = 100): Promise<{ top: number; landed: boolean }> {
  const args = [id, offset] as const;
  // the check runs in the page: `landing`'s own source, called there
  await page.waitForFunction(`(${landing.toString()})(${JSON.stringify(args)}).landed`, undefined, { timeout: 10_000 }).catch((error: unknown) => {
    // a page that never lands is measured and reported below; any other failure is the test's own
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
  });
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 400);
      }),
  );
  return page.evaluate(landing, args);
}

describe('anchors land where they say', () => {
  for (const width of [1280, PHONE]) {
    it(`from /all-podcasts at ${width} px, Contact and About land on the home page's sections`, async () => {
      const page = await visitorPage(width);
      await page.goto('/all-podcasts');
      await settled(page);
      await siteEntry(page, 'Contact').click();
      await page.waitForURL((url) => url.pathname === '/');
      const contact = await landedOn(page, 'contact');
      expect(contact.landed, `Contact's top at ${contact.top} px`).toBe(true);
      // the footer is the last section: the page is at its end, with the footer in view
      await expect.poll(() => page.locator('#contact').isVisible()).toBe(true);
      // keyboard users continue from there
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact');

      await page.goto('/all-podcasts');
      await settled(page);
      await siteEntry(page, 'About').click();
      await page.waitForURL((url) => url.pathname === '/');
      const about = await landedOn(page, 'about');
      expect(about.landed, `About's top at ${about.top} px`).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('about');
      await page.context().close();
    });
  }

  it('a home address with an anchor, loaded afresh, lands on it after the lazy sections render', async () => {
    const page = await visitorPage(1280);
    await page.goto('/#guides-title');
    const guides = await landedOn(page, 'guides-title');
    expect(guides.landed, `the guides' title at ${guides.top} px`).toBe(true);
    await page.context().close();
  });
});
