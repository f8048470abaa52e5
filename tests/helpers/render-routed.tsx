import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, Routes, useLocation } from '@client/lib/router';
import { TooltipProvider } from '@client/components/ui/Tooltip';

/** Where a rendered router is: its current location, as it changes. */
export interface RoutedView {
  readonly location: Location;
}

/**
 * Renders `routes` (`<Route>` elements) in a memory router opened at `path`, inside the app's
 * providers (the query client given, tooltips), as the signed-in frame has them; answers a view of
 * the router's current location.
 */
export function renderRouted(routes: ReactNode, path: string, queryClient: QueryClient): RoutedView {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>{routes}</Routes>
          <LocationProbe />
        </MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return {
    get location() {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
  };
}
