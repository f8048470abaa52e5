import { QUERY_STATE_ELEMENT_ID } from '../shared/server-rendering';
import { holdEarlyTaps } from './lib/early-taps';
import './styles.css';

/** The longest the app waits for a first paint that never comes (a page with nothing to paint, a browser that reports none). */
const PAINT_WAIT_MS = 3_000;

/** Calls `then` once, when the page's first contentful paint is on screen (or after PAINT_WAIT_MS). */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  setTimeout(once, PAINT_WAIT_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function startApp(): void {
  void import('./start');
}

/*
 * The entry: the styles, then the app (start.tsx). A page rendered on the server is readable as
 * it comes, so the app's scripts wait until it is on screen: they would otherwise share a phone's
 * connection with the styles and the font that the first paint needs; a tap in the meantime is
 * held until the page has hydrated (lib/early-taps.ts). A page rendered in the browser, or a tab
 * not shown, has nothing painted to wait for.
 */
const rendered = document.getElementById(QUERY_STATE_ELEMENT_ID) !== null;
if (rendered) holdEarlyTaps(document.getElementById('root')!);
if (rendered && document.visibilityState === 'visible') afterFirstPaint(startApp);
else startApp();
