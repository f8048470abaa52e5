import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A toast as the page showed it, noted the moment it entered the Notifications region. */
export interface ShownToast {
  /** Its exact title (from its Dismiss button's name, 'Dismiss: {title}'). */
  title: string;
  /** Its whole text: title, message and, for a message toast, the time label. */
  text: string;
  /** Whether it had a box on screen when it came in. */
  visible: boolean;
  /** When it came in and when it went, by the page's clock (performance.now); gone is null while shown. */
  shownAt: number;
  goneAt: number | null;
  /** Whether expectToast already matched it. */
  checked: boolean;
}

/**
 * Runs in every document before its own scripts: notes each toast in window.shownToasts in the
 * MutationObserver callback that sees it arrive, which runs before any of the page's timers can
 * close it, and notes when it goes.
 */
function noteToasts(): void {
  const shown: ShownToast[] = [];
  Object.assign(window, { shownToasts: shown });
  const toastSelector = 'ol[aria-label="Notifications"] > li';
  const noted = new WeakMap<Element, ShownToast>();
  const note = (li: Element) => {
    if (noted.has(li)) return;
    const name = li.querySelector('button[aria-label^="Dismiss: "]')?.getAttribute('aria-label') ?? '';
    const toast = {
      title: name.slice('Dismiss: '.length),
      text: li.textContent ?? '',
      visible: li.checkVisibility(),
      shownAt: performance.now(),
      goneAt: null,
      checked: false,
    };
    noted.set(li, toast);
    shown.push(toast);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(toastSelector)) note(node);
        else for (const li of node.querySelectorAll(toastSelector)) note(li);
      }
      for (const node of mutation.removedNodes) {
        const toast = node instanceof Element ? noted.get(node) : undefined;
        if (toast) toast.goneAt = performance.now();
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Notes the toasts of every page the context opens from now on (harness.ts's newContext does this). */
export async function noteToastsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(noteToasts);
}

/** The toasts the page's current document has shown so far, oldest first. */
export function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() => (window as unknown as { shownToasts: ShownToast[] }).shownToasts);
}

/**
 * Waits until the page has shown a toast titled exactly `title` (whose text contains `message`
 * when given) that no earlier call matched, and marks it matched. A toast closes by design 5 s
 * after it opens; this reads it as it opened, so a busy machine that looks late still sees it.
 * Flows wait on what lasts (the row in the table, the saved value) and check the toast with this.
 */
export async function expectToast(page: Page, title: string, message?: string): Promise<void> {
  const match = () =>
    page.evaluate(
      ({ title, message }) => {
        const shown = (window as unknown as { shownToasts: ShownToast[] }).shownToasts;
        const toast = shown.find((t) => !t.checked && t.visible && t.title === title && (message === undefined || t.text.includes(message)));
        if (!toast) return `shown so far: [${shown.map((t) => `'${t.title}'${t.checked ? ' (matched before)' : ''}: ${t.text}`).join('; ')}]`;
        toast.checked = true;
        return 'shown';
      },
      { title, message },
    );
  await expect.poll(match, { message: `a toast '${title}'${message ? ` saying '${message}'` : ''}` }).toBe('shown');
}
