/**
 * The contract between the server and the server-rendering bundle (dist/ssr/entry-server.js,
 * built by Vite from src/client/entry-server.tsx).
 */

/** How the rendering code reaches the API: on the server, a request handled in-process by the app. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** A public page rendered on the server: the root's HTML, the query cache it was made from, and its HTTP status. */
export interface RenderedPage {
  html: string;
  /** TanStack Query's dehydrated state, for the browser to hydrate from. */
  state: unknown;
  status: number;
}

/** Renders a public page for a visitor (signed out), or null for any other page or when its data can't be read. */
export type RenderPublicPage = (url: string, transport: ApiTransport) => Promise<RenderedPage | null>;

/** The id of the script element that carries the dehydrated query cache. */
export const QUERY_STATE_ELEMENT_ID = 'podium-state';
