import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@client/lib/router';
import { QUERY_STATE_ELEMENT_ID } from '../shared/server-rendering';
import { prefetchFirstPage } from './routes/prefetch-first-page';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './router';

/*
 * The app itself: hydrates a page rendered on the server, or renders one in the browser. main.tsx
 * imports it (after the first paint, on a page rendered on the server).
 */
const queryClient = createQueryClient();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// a public page rendered on the server carries the data it was rendered from: hydrate it as is,
// as a transition, so hydration yields to the browser instead of blocking it in one long task
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (serverState) {
  hydrate(queryClient, JSON.parse(serverState));
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  prefetchFirstPage(queryClient, window.location.pathname);
  createRoot(root).render(app);
}
