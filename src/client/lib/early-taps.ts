/*
 * A page rendered on the server is on screen before the app that answers its buttons has started
 * (main.tsx starts it after the first paint). A tap in that gap would do nothing, and pressing Enter
 * in a form would send it the browser's way, as a new page with the fields in its address. This
 * module holds the last such tap or submit and hands it to the app once the page has hydrated.
 */

/** What the visitor did last before the app started: a button tapped, or a form sent by Enter. */
let held: HTMLButtonElement | HTMLFormElement | null = null;
let root: HTMLElement | null = null;

function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!root || !target || !root.contains(target)) return;
  const tapped = event.type === 'submit' ? (target as HTMLFormElement) : target.closest('button');
  if (!tapped) return;
  event.preventDefault();
  event.stopPropagation();
  held = tapped;
}

/** From now until `releaseEarlyTaps`, holds taps on the buttons in `container` and the submits of its forms. */
export function holdEarlyTaps(container: HTMLElement): void {
  root = container;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/** Stops holding, and replays the last tap or submit held (a task later) if its element is still on the page. Called once the page has hydrated. */
export function releaseEarlyTaps(): void {
  if (!root) return;
  root = null;
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  const tapped = held;
  held = null;
  // a task later: text typed before the app started reaches its form's state as the page hydrates
  // (components/ui/early-input.ts), and the button it enables must be on screen before the tap
  setTimeout(() => {
    if (!tapped?.isConnected) return;
    if (tapped instanceof HTMLFormElement) tapped.requestSubmit();
    else tapped.click();
  }, 0);
}
