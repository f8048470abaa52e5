import type { QueryClient } from '@tanstack/react-query';
import { featuredClientsQuery } from '../features/directory/home/spotlight-query';
import { profileQuery } from '../features/directory/clients/profile-query';

/**
 * Starts the first page's main request at once, beside the session check the shell waits for:
 * the spotlight's featured profiles on /, the profile on /profile/{slug}.
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string): void {
  const slug = /^\/profile\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (slug) void queryClient.prefetchQuery(profileQuery(decodeURIComponent(slug)));
  else if (pathname === '/') void queryClient.prefetchQuery(featuredClientsQuery);
}
