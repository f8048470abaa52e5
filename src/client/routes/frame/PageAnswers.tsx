import { type ReactNode, useEffect } from 'react';
import { lazyPage } from '@client/components/ui/Spinner';
import { releaseEarlyTaps } from '@client/lib/early-taps';

/** Marks a page as answering: once it has hydrated, a tap made before the app started is handed to it. */
function PageAnswers() {
  useEffect(releaseEarlyTaps, []);
  return null;
}

/**
 * A page of the app in its lazy boundary (`lazyPage`), releasing the taps held before the app
 * started once it has hydrated (lib/early-taps.ts).
 */
export function answeringPage(element: ReactNode) {
  return lazyPage(
    <>
      {element}
      <PageAnswers />
    </>,
  );
}
