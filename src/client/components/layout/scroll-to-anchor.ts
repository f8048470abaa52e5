import { LIMITS } from '../../../shared/limits';

/**
 * Scrolls to an element id, leaving the header's 100 px (or `offset`) above it, and moves focus
 * there when it can take it (tabIndex -1), so keyboard users continue from the section.
 */
export function scrollToAnchor(id: string, offset: number = LIMITS.navScrollOffsetPx): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: 'smooth' });
  element.focus({ preventScroll: true });
}
