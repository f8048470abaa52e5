import type { EvidenceGrade } from '@shared/api/directory/appearances/evidence';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { AppContext } from '@server/context';
import * as clients from '../clients/clients.service';
import * as podcasts from '../podcasts/podcasts.service';
import * as videos from '../videos/videos.service';

type PublicApiContext = Pick<AppContext, 'db' | 'cache' | 'bus' | 'database' | 'config'>;

/** A profile as the public API gives it: what a visitor sees, without the viewer's abilities. */
export async function profile(ctx: PublicApiContext, slug: string): Promise<Omit<ClientDetail, 'abilities'>> {
  const { abilities: _viewer, ...detail } = JSON.parse(await clients.getProfileJson(ctx, slug, null)) as ClientDetail;
  return detail;
}

/** The id of a listed profile (404 when unknown or archived). */
const idOf = async (ctx: PublicApiContext, slug: string) => (await profile(ctx, slug)).id;

/** The listed profiles, a page at a time, optionally of one category. */
export const profiles = (ctx: PublicApiContext, query: { limit: number; offset: number; category?: string }) => clients.listClients(ctx, query);

/** A profile's approved videos. */
export const profileVideos = async (ctx: PublicApiContext, slug: string) => videos.clientVideos(ctx, null, await idOf(ctx, slug));

/** A profile's talking points, in order. */
export const profileTalkingPoints = async (ctx: PublicApiContext, slug: string) => clients.talkingPoints(ctx, await idOf(ctx, slug), null);

/** A profile's podcast appearances, one page, of one grade of evidence when asked. */
export const profileEpisodes = async (ctx: PublicApiContext, slug: string, page: { limit: number; offset: number; grade?: EvidenceGrade }) =>
  podcasts.clientAppearances(ctx, await idOf(ctx, slug), null, page);

/** Key facts from approved videos, at random. */
export const keyFacts = (ctx: PublicApiContext, limit: number) => videos.randomKeyFacts(ctx, limit);
