import { LIMITS } from '@shared/limits';

/** How long a jump waits for its target to appear (a lazy section, data still loading). */
const WAIT_FOR_TARGET_MS = 5_000;
/** How long after a jump the page keeps its target in place while late sections load above it. */
const HOLD_MS = 2_000;

/** Where the window scrolls to put `element` `offset` px below the viewport's top. */
function topOf(element: HTMLElement, offset: number): number {
  return element.getBoundingClientRect().top + window.scrollY - offset;
}

/**
 * Scrolls to an element id, leaving the header's 100 px (or `offset`) above it, and moves focus
 * there when it can take it (tabIndex -1), so keyboard users continue from the section. The
 * scroll is smooth unless the visitor asks for reduced motion. Sections the browser has not laid
 * out yet (content-visibility: auto, marked `data-deferred`) are laid out first, so the target's
 * place is known before the scroll, not after it; each then keeps the size it was laid out at
 * (contain-intrinsic-size: auto).
 */
export function scrollToAnchor(id: string, offset: number = LIMITS.navScrollOffsetPx): void {
  const element = document.getElementById(id);
  if (!element) return;
  const deferred = [...document.querySelectorAll<HTMLElement>('[data-deferred]')];
  for (const section of deferred) section.style.contentVisibility = 'visible';
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: topOf(element, offset), behavior: still ? 'instant' : 'smooth' });
  element.focus({ preventScroll: true });
  setTimeout(() => {
    for (const section of deferred) section.style.contentVisibility = '';
  }, HOLD_MS);
}

/**
 * Scrolls to an element id once it is in the page, as `scrollToAnchor` does, and keeps it there
 * while sections above it still load (a lazy chunk, images, data) for a moment, unless the
 * visitor scrolls meanwhile. Returns a function that stops waiting.
 */
export function scrollToAnchorWhenReady(id: string, offset: number = LIMITS.navScrollOffsetPx): () => void {
  const started = performance.now();
  let frame = 0;
  let observer: ResizeObserver | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const element = document.getElementById(id);
    if (!element) {
      if (performance.now() - started < WAIT_FOR_TARGET_MS) frame = requestAnimationFrame(attempt);
      return;
    }
    scrollToAnchor(id, offset);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { once: true, passive: true });
    let first = true; // a ResizeObserver reports once on observe: that is not a change
    observer = new ResizeObserver(() => {
      if (!first) window.scrollTo({ top: topOf(element, offset), behavior: 'instant' });
      first = false;
    });
    observer.observe(document.body);
    setTimeout(stop, HOLD_MS);
  };
  attempt();
  return stop;
}
