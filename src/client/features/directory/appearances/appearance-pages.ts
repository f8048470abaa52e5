import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { EvidenceGrade } from '@shared/api/directory/appearances/evidence';
import type { Page } from '@shared/api/paging';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** How many appearances the profile and the manage page show at first, and add with each "Show more". */
const APPEARANCES_PAGE = 10;

/** The profile's address keeps a visitor's "Confirmed only" in its query (`?appearances=confirmed`), so it works before the page's script and can be shared. */
const CONFIRMED_ONLY_PARAM = 'appearances';

/** The query of a profile address that keeps the confirmed appearances alone. */
export const CONFIRMED_ONLY_SEARCH = `?${CONFIRMED_ONLY_PARAM}=confirmed`;

/** Whether a profile address's query keeps the confirmed appearances alone. */
export function isConfirmedOnly(search: URLSearchParams): boolean {
  return search.get(CONFIRMED_ONLY_PARAM) === 'confirmed';
}

/** The loaded pages of a client's appearances, as the cache keeps them. */
export type AppearancePages = InfiniteData<Page<Appearance>>;

/**
 * A client's appearances, a page at a time (those a person stands behind first, then the newest),
 * or those of one grade of evidence alone: the profile's Podcasts section and the manage page share
 * the whole list (one query key), and the server renders its first page for visitors.
 */
export function appearancePagesQuery(clientId: number, grade?: EvidenceGrade) {
  return infiniteQueryOptions({
    queryKey: grade ? [...queryKeys.appearances(clientId), grade] : queryKeys.appearances(clientId),
    queryFn: ({ pageParam }) =>
      call(directoryRoutes.clientEpisodes, { params: { id: clientId }, query: { limit: APPEARANCES_PAGE, offset: pageParam, grade } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}

/** Every appearance loaded so far, in order. */
export function loadedAppearances(data: AppearancePages | undefined): Appearance[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The loaded pages with `change` applied to each page's appearances (an edit or a removal shown at once). */
export function changeLoaded(data: AppearancePages | undefined, change: (items: Appearance[]) => Appearance[]): AppearancePages | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}
