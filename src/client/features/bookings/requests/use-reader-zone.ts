import { useHydrating } from '@client/lib/use-hydrating';
import { browserTimeZone } from './slot-times';

/**
 * The zone a page gives its times in: the reader's own once the page is the browser's, and until
 * then (on the server, while hydrating, and without JavaScript) `fallback`, a zone the server knows
 * too (the host's), named on the page, so the server's HTML and the first render agree.
 */
export function useReaderZone(fallback: string): string {
  return useHydrating() ? fallback : browserTimeZone();
}
