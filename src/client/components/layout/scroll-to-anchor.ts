import { LIMITS } from '../../../shared/limits';

/** Scrolls to an element id, leaving the header's 100 px above it. */
export function scrollToAnchor(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - LIMITS.navScrollOffsetPx;
  window.scrollTo({ top, behavior: 'smooth' });
}
