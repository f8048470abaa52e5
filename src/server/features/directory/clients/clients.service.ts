import type { SessionUser } from '@shared/api/session-user';
import type { ClientCard, ClientDetail, MediaImage, ProfileAbilities } from '@shared/api/directory/clients/clients';
import { safeImageSrc, safeLink } from '@shared/api/fields';
import { type Page, toPage } from '@shared/api/paging';
import { blankUnsafeMarkdownLinks } from '@shared/markdown-links';
import {
  canDeleteTalkingPoints,
  canEditOwnMedia,
  canImpersonate,
  canManageClient,
  canManageSampleQuestions,
  canManageTalkingPoints,
  canSeeEditProfileButton,
  canSeeOwnProfileActions,
  canSeeResearchLink,
  canUseVideoScanPanel,
  isAdmin,
} from '@shared/permissions';
import type { AppContext } from '@server/context';
import { notFound } from '@server/lib/errors';
import { writeAndAnnounce } from './client-writes';
import { testModeOn } from '@server/platform/settings';
import { recordEdit } from '@server/platform/update-log/content-changes';
import * as repo from './clients.repo';
import { mediaImageSrc, normalizeLocalImage } from './image-paths';

/** What client reads and writes need: the database, the read cache and its invalidation bus. */
export type ClientsContext = Pick<AppContext, 'db' | 'cache' | 'bus'>;

/** How many featured profiles the home spotlight gets at most. */
const FEATURED_MAX = 24;

/** A card as the API sends it; image addresses other than paths and http(s) are dropped. */
export function toCard(row: repo.ClientCardRow): ClientCard {
  return {
    ...row,
    localimage: safeImageSrc(normalizeLocalImage(row.localimage)),
    profileImage: safeImageSrc(row.profileImage),
    linkedinImgUrl: safeImageSrc(row.linkedinImgUrl),
    featured: row.featured ? 'true' : 'false',
  };
}

/** Media images as the API sends them: resolved src, images without a usable source skipped. */
export function toMediaImages(rows: repo.MediaImageRow[]): MediaImage[] {
  return rows.flatMap((r) => {
    const src = safeImageSrc(mediaImageSrc(r.url, r.localFilename));
    return src ? [{ id: r.id, url: safeImageSrc(r.url), src, localFilename: r.localFilename, alt: r.alt, caption: r.caption }] : [];
  });
}

/** What a user may do on a client's profile (the UI shows exactly these). */
export function abilitiesFor(user: SessionUser | null, clientId: number, testMode: boolean): ProfileAbilities {
  return {
    manage: canManageClient(user, clientId),
    editProfile: canSeeEditProfileButton(user, clientId),
    ownProfileActions: canSeeOwnProfileActions(user, clientId),
    editMedia: canEditOwnMedia(user, clientId),
    manageTalkingPoints: canManageTalkingPoints(user, clientId),
    deleteTalkingPoints: canDeleteTalkingPoints(user),
    manageSampleQuestions: canManageSampleQuestions(user, clientId, testMode),
    videoScan: canUseVideoScanPanel(user, clientId),
    viewAs: canImpersonate(user),
    toggleFeatured: isAdmin(user),
    researchLink: canSeeResearchLink(user),
  };
}

/**
 * The whole profile for a slug as the JSON text of a ClientDetail, with media images and the
 * viewer's abilities; 404 when unknown. The client and its images are the same for every viewer:
 * the read cache keeps them serialized, and the abilities, decided per request, are appended.
 */
export async function getProfileJson(ctx: ClientsContext & Pick<AppContext, 'database'>, slug: string, user: SessionUser | null): Promise<string> {
  const found = await ctx.cache.get(`profile:${slug}`, ['clients'], async () => {
    const row = await repo.findProfileBySlug(ctx.database, slug);
    return row && { id: row.id, archived: row.archivedAt !== null, json: JSON.stringify(toDetail(row, toMediaImages(row.mediaImages))) };
  });
  if (!found || (found.archived && !isAdmin(user))) throw notFound('Client not found');
  const testMode = user ? await testModeOn(ctx) : false;
  return `${found.json.slice(0, -1)},"abilities":${JSON.stringify(abilitiesFor(user, found.id, testMode))}}`;
}

function toDetail(row: repo.ProfileRow, images: MediaImage[]): Omit<ClientDetail, 'abilities'> {
  const { id, slug, name, headline, localimage, profileImage, linkedinImgUrl, featured, goaCategories } = row;
  const { bioExcerpt: _none, ...card } = toCard({
    id,
    slug,
    name,
    headline,
    localimage,
    profileImage,
    linkedinImgUrl,
    featured,
    goaCategories,
    bioExcerpt: '',
  });
  return {
    ...card,
    narrativeBio: blankUnsafeMarkdownLinks(row.narrativeBio),
    linkedinUrl: safeLink(row.linkedinUrl),
    instagramUrl: safeLink(row.instagramUrl),
    facebookUrl: safeLink(row.facebookUrl),
    websiteUrl: safeLink(row.websiteUrl),
    youtubeUrl: safeLink(row.youtubeUrl),
    bookUrl: safeLink(row.bookUrl),
    recordid: row.recordid,
    sampleQuestions: row.sampleQuestions,
    mediaImages: images,
    testimonials: row.testimonials,
  };
}

/** The current slug of a renamed profile's old slug (from the read cache), or undefined. */
export async function movedSlug(ctx: Pick<AppContext, 'db' | 'cache'>, oldSlug: string): Promise<string | undefined> {
  return (await ctx.cache.get(`moved-slug:${oldSlug}`, ['clients'], async () => (await repo.findMovedSlug(ctx.db, oldSlug)) ?? null)) ?? undefined;
}

/** Featured listed profiles for the home spotlight. */
export function featuredClients(ctx: ClientsContext): Promise<ClientCard[]> {
  return ctx.cache.get('clients:featured', ['clients'], async () => (await repo.listFeaturedClients(ctx.db, FEATURED_MAX)).map(toCard));
}

/** One page of listed profiles, optionally in one category. */
export function listClients(ctx: ClientsContext, query: { limit: number; offset: number; category?: string }): Promise<Page<ClientCard>> {
  const { category = '', limit, offset } = query;
  return ctx.cache.get(`clients:list:${category}:${limit}:${offset}`, ['clients'], async () => {
    const { rows, total } = await repo.listListedClients(ctx.db, query);
    return toPage(rows.map(toCard), total, offset);
  });
}

/** The category filter list. */
export function listCategories(ctx: ClientsContext): Promise<string[]> {
  return ctx.cache.get('clients:categories', ['clients'], () => repo.listCategories(ctx.db));
}

/**
 * Directory search from the read cache. A miss is costly: `beforeQuery` (the per-address limit
 * of uncached searches) is awaited first and may refuse with 429; then the search index answers.
 */
export function searchClients(
  ctx: ClientsContext & Pick<AppContext, 'search'>,
  query: { q: string; limit: number; offset: number },
  beforeQuery: () => Promise<void>,
): Promise<Page<ClientCard>> {
  const { q, limit, offset } = query;
  return ctx.cache.get(`clients:search:${q.toLowerCase()}:${limit}:${offset}`, ['clients'], async () => {
    await beforeQuery();
    const { rows, total } = await rankedSearch(ctx, q, { limit, offset });
    return toPage(rows.map(toCard), total, offset);
  });
}

/**
 * Ranked matches from the in-process search index. A marker in the read cache under the
 * 'clients' tag goes whenever a client write is announced (on every node) or its TTL ends;
 * its absence marks the index stale, so it reads what changed before answering.
 */
async function rankedSearch(ctx: ClientsContext & Pick<AppContext, 'search'>, q: string, page: { limit: number; offset: number }) {
  await ctx.cache.get('search-index:fresh', ['clients'], async () => ctx.search.markStale());
  return ctx.search.search(q, page);
}

/** Like requireClient, but an archived client is 404 too unless the user is an admin (the public by-id lookup). */
export async function requireVisibleClient(ctx: Pick<AppContext, 'db' | 'cache'>, id: number, user: SessionUser | null) {
  const client = await requireClient(ctx, id);
  if (client.archived && !isAdmin(user)) throw notFound('Client not found');
  return client;
}

/** 404 unless the client exists; returns its id, slug and name (from the read cache). */
export async function requireClient(ctx: Pick<AppContext, 'db' | 'cache'>, id: number) {
  const client = await ctx.cache.get(`client-ref:${id}`, ['clients'], () => repo.findClientRef(ctx.db, { id }));
  if (!client) throw notFound('Client not found');
  return client;
}

/**
 * Reads one list of a client through the read cache, in one query on a miss: 404 for an unknown
 * client, and for an archived one unless the viewer is an admin.
 */
async function cachedListOf<T>(
  ctx: ClientsContext,
  id: number,
  viewer: SessionUser | null,
  name: string,
  tags: string[],
  load: (clientId: number) => Promise<repo.ClientList<T> | undefined>,
): Promise<T[]> {
  const found = await ctx.cache.get(`${name}:${id}`, tags, () => load(id));
  if (found === undefined || (found.archived && !isAdmin(viewer))) throw notFound('Client not found');
  return found.list;
}

/** A client's profile keywords in stored order. */
export function profileKeywords(ctx: ClientsContext, id: number, viewer: SessionUser | null) {
  return cachedListOf(ctx, id, viewer, 'keywords', ['clients'], (clientId) => repo.listProfileKeywordsOf(ctx.db, clientId));
}

/** A client's talking points in order. */
export function talkingPoints(ctx: ClientsContext, id: number, viewer: SessionUser | null) {
  return cachedListOf(ctx, id, viewer, 'talking-points', ['clients'], (clientId) => repo.listTalkingPointsOf(ctx.db, clientId));
}

/** The topics of a client's approved videos with their counts. */
export function videoTopics(ctx: ClientsContext, id: number, viewer: SessionUser | null) {
  return cachedListOf(ctx, id, viewer, 'video-topics', ['clients', 'videos'], (clientId) => repo.listVideoTopicsOf(ctx.db, clientId));
}

/** A client's media images as the API sends them. */
export function mediaImagesOf(ctx: ClientsContext, id: number, viewer: SessionUser | null) {
  return cachedListOf(ctx, id, viewer, 'media-images', ['clients'], async (clientId) => {
    const found = await repo.listMediaImagesOf(ctx.db, clientId);
    return found && { archived: found.archived, list: toMediaImages(found.list) };
  });
}

/** Features or unfeatures a client (admin), audited; 404 for an unknown client. */
export async function setFeatured(ctx: ClientsContext, user: SessionUser, id: number, featured: boolean) {
  const row = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const before = await repo.featuredOf(tx, id);
      const updated = await repo.setFeatured(tx, id, featured);
      if (!updated) throw notFound('Client not found');
      await recordEdit(tx, user, { clientId: id, entityType: 'client', entityId: id, before: { featured: before }, after: { featured: updated.featured } });
      return updated;
    },
    (updated) => ({
      action: featured ? 'client.feature' : 'client.unfeature',
      targetType: 'client',
      targetId: updated.id,
      details: { slug: updated.slug },
    }),
  );
  return { id: row.id, slug: row.slug, featured: row.featured ? ('true' as const) : ('false' as const) };
}
