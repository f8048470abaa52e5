import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML, false in the browser's
 * own renders (after hydration, or in an app rendered in the browser).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
