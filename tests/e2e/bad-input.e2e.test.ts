import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { account, e2eSuite, newContext } from './harness';
import { landingOf, signIn } from './signin';
import { setTestMode } from './test-mode';

// Bad input anywhere a person types gets words, never the schema's.

const suite = e2eSuite();

/** Schema wording a person must never read: zod's defaults, or a field's code name before the words. */
const SCHEMA_WORDING = [
  /\bexpected\b|\breceived\b|invalid input|too (big|small)\b(?! for a portrait)|zod ?error|invalid_type/i,
  /\bNaN\b|(^|\n)[a-z]+[A-Z]\w*(\.\d+)?: /,
];

/** The lines of text the page shows. */
async function linesOf(page: Page): Promise<Set<string>> {
  return new Set((await page.locator('body').innerText()).split('\n').map((line) => line.trim()));
}

/** The first line the page shows now, and did not show in `before`, that is in schema wording. */
async function schemaWordingOn(page: Page, before: Set<string> = new Set()): Promise<string | undefined> {
  for (const line of await linesOf(page)) {
    if (before.has(line)) continue;
    if (SCHEMA_WORDING.some((wording) => wording.test(line))) return `“${line.slice(0, 200)}”`;
  }
  return undefined;
}

/** The pass of bad values a form gets: blanks, then values too long or of the wrong kind. */
type Pass = 'blank' | 'hostile';

/** A bad value for a control of a type, for a pass; undefined leaves it alone (dates, files, choices). */
function badValue(type: string, pass: Pass): string | undefined {
  if (pass === 'blank') return ['checkbox', 'radio', 'file', 'date', 'datetime-local', 'hidden', 'color', 'range'].includes(type) ? undefined : '   ';
  switch (type) {
    case 'email':
      return 'not an email';
    case 'url':
      return 'javascript:alert(1)';
    case 'number':
      return '-1';
    case 'text':
    case 'search':
    case 'textarea':
    case 'password':
    case 'tel':
      return `${'x'.repeat(30_000)} a\u0000b`;
    default:
      return undefined;
  }
}

/** Fills every control of a form with the pass's bad values and submits it; answers how many it filled. */
async function fillAndSubmit(form: Locator, pass: Pass): Promise<number> {
  let filled = 0;
  for (const control of await form.locator('input:visible, textarea:visible').all()) {
    if (!(await control.isEditable())) continue;
    const type = (await control.evaluate((el) => (el instanceof HTMLTextAreaElement ? 'textarea' : (el as HTMLInputElement).type))) || 'text';
    const value = badValue(type, pass);
    if (value === undefined) continue;
    await control.fill(value);
    filled++;
  }
  await form.evaluate((el: HTMLFormElement) => el.requestSubmit());
  return filled;
}

/**
 * Waits for the answer to a submit: the server's answer to a write, or a message the form shows
 * itself (an alert, an invalid field), at most 3 s; then for the page to draw it.
 */
async function settledAfterSubmit(page: Page, submit: () => Promise<unknown>): Promise<void> {
  const answered = Promise.race([
    page.waitForResponse((res) => res.url().includes('/api/') && res.request().method() !== 'GET', { timeout: 3_000 }),
    page.locator('[role="alert"], [aria-invalid="true"]').first().waitFor({ timeout: 3_000 }),
  ]).catch(() => undefined);
  await submit();
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The 5xx answers the page got, as they come. */
function serverFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500) failures.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return failures;
}

/** Requests that stay open by design (the live socket, event streams): not waited for. */
const LASTING = /\/socket\.io\/|event-stream|\/events\b|sync-progress-stream/;

/** The page's API requests in flight, counted from now on (a page keeps one counter for its life). */
const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page): Set<unknown> {
  const known = inFlight.get(page);
  if (known) return known;
  const pending = new Set<unknown>();
  const done = (request: { url(): string }) => pending.delete(request);
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !LASTING.test(request.url())) pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, pending);
  return pending;
}

/** Opens a page and waits for its heading and for its API requests to end (at most 3 s). */
async function opened(page: Page, path: string): Promise<void> {
  const pending = trackRequests(page);
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await expect
    .poll(() => pending.size, { timeout: 3_000, interval: 50 })
    .toBe(0)
    .catch(() => undefined);
}

/** Sends both passes to a form; notes what the page then says in schema wording. Answers whether the form was there. */
async function attemptForm(page: Page, form: () => Locator, where: string, problems: string[]): Promise<boolean> {
  for (const pass of ['blank', 'hostile'] as const) {
    if ((await form().count()) === 0) return false;
    const before = await linesOf(page);
    await settledAfterSubmit(page, () => fillAndSubmit(form(), pass));
    const wording = await schemaWordingOn(page, before);
    if (wording) problems.push(`${where}, ${pass} values: ${wording}`);
  }
  return true;
}

/**
 * The buttons outside any form that may open a dialog with one: Add, New, Invite, Create. (A
 * form's own "Add …" button submits it: the form is tried as it is.)
 */
const openersOn = (page: Page) => page.locator('button:not(form button):not([disabled]):visible').filter({ hasText: /^\s*(Add|New|Invite|Create)\b/ });

/**
 * Sends both passes to every form on the page and to the dialog forms its Add/New/Invite/Create
 * buttons open; notes what it saw in schema wording. Lists load after the heading, so it first
 * waits (up to 15 s) for the page to offer the `expected` forms and openers. Answers how many
 * forms it tried.
 */
async function tryEveryForm(page: Page, path: string, expected: number, problems: string[]): Promise<number> {
  let tried = 0;
  await opened(page, path);
  const pageForms = page.locator('main form:visible');
  const offered = async () => (await pageForms.count()) + (await openersOn(page).count());
  await expect
    .poll(offered, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(expected)
    .catch(() => undefined);
  const formCount = await pageForms.count();
  const openers = (await openersOn(page).allTextContents()).map((name) => name.trim());
  for (let i = 0; i < formCount; i++) {
    if (await attemptForm(page, () => pageForms.nth(i), `${path}, form ${i + 1}`, problems)) tried++;
  }
  for (const [i, name] of openers.entries()) {
    await opened(page, path);
    const opener = openersOn(page).nth(i);
    if (
      !(await opener.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await opener.click();
    const dialogForm = () => page.getByRole('dialog').locator('form').first();
    await dialogForm()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    if (await attemptForm(page, dialogForm, `${path}, “${name}”`, problems)) tried++;
  }
  return tried;
}

/**
 * Signed in as `role`, tries every form of the pages and expects each page to offer the forms
 * it is given (on the page or in a dialog), words throughout, and no 5xx.
 */
async function expectWordsInForms(role: 'guest' | 'owner', formsByPage: Record<string, number>): Promise<void> {
  const who = account(suite.server, role);
  const page = await (await newContext(suite.browser, suite.server)).newPage();
  const failures = serverFailures(page);
  await signIn(page, who, landingOf(who));
  const problems: string[] = [];
  const tried: Record<string, number> = {};
  for (const [path, expected] of Object.entries(formsByPage)) tried[path] = await tryEveryForm(page, path, expected, problems);
  expect(tried).toEqual(formsByPage);
  expect(problems).toEqual([]);
  expect(failures).toEqual([]);
}

describe('bad input in every form', () => {
  it('links with a broken user id or token say so in words', async () => {
    const page = await (await newContext(suite.browser, suite.server)).newPage();
    for (const path of ['/activate/abc?email=a%40b.c&token=x', '/activate/1', '/activate/-5?token=%00', '/reset-password?token=x', '/reset-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await schemaWordingOn(page), path).toBeUndefined();
    }
    await page.goto('/activate/abc?email=a%40b.c&token=x');
    await expect.poll(() => page.getByText('Invalid activation link').count()).toBeGreaterThan(0);
  });

  it('a visitor’s forms (sign in, password reset) answer in words', async () => {
    const page = await (await newContext(suite.browser, suite.server)).newPage();
    const failures = serverFailures(page);
    const problems: string[] = [];
    let tried = 0;
    for (const path of ['/login', '/reset-password?token=abcdefabcdefabcdefabcdefabcdefab']) tried += await tryEveryForm(page, path, 1, problems);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    if (await attemptForm(page, () => page.locator('main form:visible').first(), '/login, reset request', problems)) tried++;
    expect(tried).toBe(3);
    expect(problems).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('a guest’s forms (profile, questions, messages, records) answer in words', { timeout: 240_000 }, async () => {
    const profile = `/profile/${account(suite.server, 'guest').clientSlug}`;
    // the edit pages open to a guest only in test mode
    await setTestMode(suite.browser, suite.server, true);
    // one page of each kind of form, with how many it offers: the records (socials, PR, awards,
    // bookings) share one form; media pictures are uploaded, with no form to type in
    await expectWordsInForms('guest', {
      '/edit-profile': 1,
      '/edit-questions': 1,
      '/messages': 1,
      [`${profile}/awards`]: 1,
      [`${profile}/podcasts`]: 2,
      [`${profile}/talking-points`]: 1,
    });
    await setTestMode(suite.browser, suite.server, false);
  });

  it('the console’s forms and dialogs answer in words', { timeout: 240_000 }, async () => {
    // the pages with forms to type in (the directory, gallery and spiders have none)
    await expectWordsInForms('owner', {
      '/admin/users': 1,
      '/admin/episodes': 1,
      '/admin/podcasts': 1,
      '/admin/api': 1,
      '/admin/talking-points': 1,
      '/admin/auto-delete': 3,
    });
  });
});
