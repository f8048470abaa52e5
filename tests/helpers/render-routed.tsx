import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { TooltipProvider } from '@client/components/ui/Tooltip';

/** A memory router, as `createMemoryRouter` answers it. */
type Router = Parameters<typeof RouterProvider>[0]['router'];

/** Renders `router` inside the app's providers (the query client given, tooltips), as the signed-in frame has them; answers the router. */
export function renderRouted<R extends Router>(router: R, queryClient: QueryClient): R {
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return router;
}
