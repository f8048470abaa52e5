import type { Locator, Page } from 'playwright-core';
import { settled } from './settle';

/**
 * How long the page must stay still after a Tab before its focus is read: a focus ring's own
 * transition is waited for as it runs, so this only has to outlast what a focus change sets off
 * (a skip link shown, a menu's state); a page's first settling keeps the full 300 ms.
 */
const FOCUS_QUIET_MS = 100;

/** What focusProblem answers when focus is on the page itself (before the first or after the last stop). */
export const NOTHING_FOCUSED = 'nothing is focused';

/**
 * Why the focused element shows no visible focus, or null when it does: it must match
 * :focus-visible and draw an outline (at least 1px, 3:1 against the background behind it,
 * WCAG 1.4.11) or a non-transparent box-shadow.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  await settled(page, FOCUS_QUIET_MS);
  return page.evaluate((nothing) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return nothing;
    const name = `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (!el.matches(':focus-visible')) return `${name} is focused but not :focus-visible`;
    // Any CSS colour (rgb, oklab, color-mix…) to sRGB bytes and an alpha of 0–255, through a canvas pixel.
    const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = color;
      pixel.fillRect(0, 0, 1, 1);
      return [...pixel.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) => {
      const f = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const backdrop = (from: Element | null): number[] => {
      for (let node = from; node; node = node.parentElement) {
        const c = rgba(getComputedStyle(node).backgroundColor);
        if (c[3] > 128) return c;
      }
      return [255, 255, 255, 255];
    };
    const style = getComputedStyle(el);
    const outline = rgba(style.outlineColor);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1 && outline[3] > 0) {
      const behind = style.outlineOffset.startsWith('-') ? backdrop(el) : backdrop(el.parentElement);
      const [hi, lo] = [luminance(outline), luminance(behind)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      return ratio >= 3 ? null : `${name}: the focus outline has ${ratio.toFixed(2)}:1 against its background`;
    }
    if (style.boxShadow !== 'none' && !/rgba\([^)]*,\s*0\)/.test(style.boxShadow)) return null;
    return `${name} has no visible focus indicator`;
  }, NOTHING_FOCUSED);
}

/** Whether `target` is the focused element. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab until `target` has focus (at most `max` times), failing when a stop on the way
 * shows no visible focus or the target is never reached.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const problem = await focusProblem(page);
    if (problem && problem !== NOTHING_FOCUSED) throw new Error(`Focus is not visible on ${page.url()}: ${problem}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target} on ${page.url()}`);
}

/** Signs in on /login with the keyboard alone: Tab to each field, type, Enter. */
export async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').waitFor();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}
