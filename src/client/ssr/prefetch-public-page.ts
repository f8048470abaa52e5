import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from '@client/lib/router';
import { guideById } from '@shared/guides';
import { approvalQuery } from '../features/bookings/desk/approval-query';
import { hostRequestQuery } from '../features/bookings/requests/host-request-query';
import { pitchPageQuery } from '../features/bookings/pitches/pitch-query';
import { feedbackFormQuery } from '../features/bookings/feedback/feedback-query';
import { quoteConsentQuery } from '../features/bookings/feedback/quote-consent-query';
import { homeQueries } from '../features/directory/home/home-queries';
import { profileQuery } from '../features/directory/clients/profile-query';
import { profileSectionQueries } from '../features/directory/clients/profile-section-queries';
import { appearancePagesQuery, isConfirmedOnly } from '../features/directory/appearances/appearance-pages';
import { videoQuery } from '../features/directory/videos/video-query';
import { queryKeys } from '../lib/query-keys';

const OK = 200;
const NOT_FOUND = 404;

/** A query of any data, as the pages define them. */
interface AnyQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
}

function fetchAll(queryClient: QueryClient, queries: readonly AnyQuery[]): Promise<unknown[]> {
  return Promise.all(queries.map((query) => queryClient.fetchQuery(query)));
}

async function prefetchProfile(queryClient: QueryClient, slug: string, search: URLSearchParams): Promise<number> {
  const profile = await queryClient.fetchQuery(profileQuery(slug));
  if (!profile) return NOT_FOUND;
  await Promise.all([
    fetchAll(queryClient, Object.values(profileSectionQueries(profile.id))),
    queryClient.fetchInfiniteQuery(appearancePagesQuery(profile.id)),
    // "Confirmed only", kept in the address: its list is rendered too
    isConfirmedOnly(search) ? queryClient.fetchInfiniteQuery(appearancePagesQuery(profile.id, 'confirmed')) : null,
  ]);
  return OK;
}

async function prefetchVideo(queryClient: QueryClient, slug: string, videoId: string): Promise<number> {
  const id = Number(videoId);
  if (!Number.isInteger(id) || id <= 0) return NOT_FOUND;
  const video = await queryClient.fetchQuery(videoQuery(slug, id));
  return video ? OK : NOT_FOUND;
}

/**
 * Fills the query cache with everything a public page (`pathname`, with the query `search`) shows
 * to a visitor (signed out), the way its components ask for it, and returns the page's HTTP status; null for pages that aren't
 * rendered on the server. Throws when the data can't be read.
 */
export async function prefetchPublicPage(queryClient: QueryClient, pathname: string, search = new URLSearchParams()): Promise<number | null> {
  queryClient.setQueryData(queryKeys.user, null);
  if (pathname === '/') {
    await fetchAll(queryClient, homeQueries);
    return OK;
  }
  const video = matchPath('/profile/:slug/video/:videoId', pathname);
  if (video) return prefetchVideo(queryClient, video.params.slug ?? '', video.params.videoId ?? '');
  const profile = matchPath('/profile/:slug', pathname);
  if (profile) return prefetchProfile(queryClient, profile.params.slug ?? '', search);
  // a guide is static text: nothing to read
  const guide = matchPath('/guides/:id', pathname);
  if (guide) return guideById(guide.params.id ?? '') ? OK : NOT_FOUND;
  const hostRequest = matchPath('/requests/:token', pathname);
  if (hostRequest) return (await queryClient.fetchQuery(hostRequestQuery(hostRequest.params.token ?? ''))) ? OK : NOT_FOUND;
  const approval = matchPath('/approve/:token', pathname);
  if (approval) return (await queryClient.fetchQuery(approvalQuery(approval.params.token ?? ''))) ? OK : NOT_FOUND;
  const pitch = matchPath('/pitch/:token', pathname);
  if (pitch) return (await queryClient.fetchQuery(pitchPageQuery(pitch.params.token ?? ''))) ? OK : NOT_FOUND;
  // a host's feedback form: its query key holds no token, so the page's state never carries it
  const feedback = matchPath('/feedback/:token', pathname);
  if (feedback) return (await queryClient.fetchQuery(feedbackFormQuery(feedback.params.token ?? ''))) ? OK : NOT_FOUND;
  // a host asked to agree to a quote: its query key holds no token either
  const quote = matchPath('/quote/:token', pathname);
  if (quote) return (await queryClient.fetchQuery(quoteConsentQuery(quote.params.token ?? ''))) ? OK : NOT_FOUND;
  return null;
}
