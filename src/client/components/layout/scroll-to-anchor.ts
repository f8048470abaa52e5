import { LIMITS } from '../../../shared/limits';

/** Scrolls to an element id, leaving the header's 100 px (or `offset`) above it. */
export function scrollToAnchor(id: string, offset: number = LIMITS.navScrollOffsetPx): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: 'smooth' });
}
