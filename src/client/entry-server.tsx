import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from '@client/lib/router';
import type { ApiTransport, RenderedPage } from '../shared/server-rendering';
import { setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './router';
import { prefetchPublicPage } from './ssr/prefetch-public-page';

/** A page that takes longer than this to render is sent for the browser to render instead. */
const RENDER_TIMEOUT_MS = 5_000;

// each render's requests go through its own transport (the visitor's request), even when renders overlap
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = transports.getStore();
  if (!transport) return Promise.reject(new Error(`No server transport for ${path}`));
  return transport(path, init);
});

/**
 * React's streaming renderer, waiting for every Suspense boundary (lazy chunks included) so the
 * HTML is complete without JavaScript, as React advises for crawlers. Rejects on any render error.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const timer = setTimeout(() => abort(new Error('Server rendering timed out')), RENDER_TIMEOUT_MS);
    const { pipe, abort } = renderToPipeableStream(element, {
      // keep every boundary in place: large ones would otherwise arrive later, revealed by inline scripts
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}

/**
 * Renders /, /profile/{slug}, /profile/{slug}/video/{videoId}, /guides/{id}, /requests/{token}, /approve/{token}, /pitch/{token}, /feedback/{token} and /quote/{token} for a visitor from the same
 * components and data as the browser: the data is read through `transport`, then the routes are
 * rendered with the router's StaticRouter. Null for other pages, or when a read fails (the
 * browser then renders the page itself).
 */
export async function renderPublicPage(url: string, transport: ApiTransport): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const status = await transports.run(transport, () => prefetchPublicPage(queryClient, pathname, searchParams)).catch(() => null);
  if (status === null) return null;
  const html = await renderToHtml(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, state: dehydrate(queryClient), status };
}
