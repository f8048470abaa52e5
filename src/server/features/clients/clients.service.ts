import type { SessionUser } from '../../../shared/api/auth';
import type { ClientCard, ClientDetail, MediaImage, ProfileAbilities } from '../../../shared/api/clients';
import {
  canEditOwnMedia,
  canImpersonate,
  canManageClient,
  canManageSampleQuestions,
  canSeeEditProfileButton,
  canSeeOwnProfileActions,
  canSeeResearchLink,
  canUseVideoScanPanel,
  isAdmin,
} from '../../../shared/permissions';
import type { Db } from '../../db/client';
import type { clients, mediaImages } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { isTestModeEnabled } from '../settings/settings.repo';
import * as repo from './clients.repo';
import { mediaImageSrc, normalizeLocalImage } from './image-paths';

/** A card as the API sends it. */
export function toCard(row: repo.ClientCardRow): ClientCard {
  return {
    ...row,
    localimage: normalizeLocalImage(row.localimage),
    featured: row.featured ? 'true' : 'false',
  };
}

/** Media images as the API sends them: resolved src, images without a source skipped. */
export function toMediaImages(rows: (typeof mediaImages.$inferSelect)[]): MediaImage[] {
  return rows.flatMap((r) => {
    const src = mediaImageSrc(r.url, r.localFilename);
    return src ? [{ id: r.id, url: r.url, src, localFilename: r.localFilename, alt: r.alt, caption: r.caption }] : [];
  });
}

/** What a user may do on a client's profile (the UI shows exactly these). */
export function abilitiesFor(user: SessionUser | null, clientId: number, testMode: boolean): ProfileAbilities {
  return {
    manage: canManageClient(user, clientId),
    editProfile: canSeeEditProfileButton(user, clientId),
    ownProfileActions: canSeeOwnProfileActions(user, clientId),
    editMedia: canEditOwnMedia(user, clientId),
    manageTalkingPoints: canEditOwnMedia(user, clientId),
    manageSampleQuestions: canManageSampleQuestions(user, clientId, testMode),
    videoScan: canUseVideoScanPanel(user, clientId),
    viewAs: canImpersonate(user),
    toggleFeatured: isAdmin(user),
    researchLink: canSeeResearchLink(user),
  };
}

/** Whether test mode is on, from the read cache. */
export function cachedTestMode(db: Db, cache: ReadCache): Promise<boolean> {
  return cache.get('settings:test-mode', ['settings'], () => isTestModeEnabled(db));
}

/**
 * The whole profile for a slug, with media images and the viewer's abilities; 404 when unknown.
 * The client and its images come from the read cache; abilities are decided per request.
 */
export async function getProfile(db: Db, cache: ReadCache, slug: string, user: SessionUser | null): Promise<ClientDetail> {
  const found = await cache.get(`profile:${slug}`, ['clients'], async () => {
    const row = await repo.findClientBySlug(db, slug);
    return row ? { row, images: toMediaImages(await repo.listMediaImages(db, row.id)) } : undefined;
  });
  if (!found) throw notFound('Client not found');
  const testMode = user ? await cachedTestMode(db, cache) : false;
  return toDetail(found.row, found.images, abilitiesFor(user, found.row.id, testMode));
}

function toDetail(
  row: typeof clients.$inferSelect,
  images: MediaImage[],
  abilities: ProfileAbilities,
): ClientDetail {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    headline: row.headline,
    narrativeBio: row.narrativeBio,
    localimage: normalizeLocalImage(row.localimage),
    profileImage: row.profileImage,
    linkedinImgUrl: row.linkedinImgUrl,
    featured: row.featured ? 'true' : 'false',
    goaCategories: row.goaCategories,
    linkedinUrl: row.linkedinUrl,
    instagramUrl: row.instagramUrl,
    facebookUrl: row.facebookUrl,
    websiteUrl: row.websiteUrl,
    youtubeUrl: row.youtubeUrl,
    bookUrl: row.bookUrl,
    recordid: row.recordid,
    sampleQuestions: row.sampleQuestions,
    mediaImages: images,
    abilities,
  };
}

/**
 * Directory search: ranked full-text matches; when they fill less than the page, nearest names
 * by trigram distance follow (typo tolerance), without repeats.
 */
export async function searchClients(db: Db, q: string, page: { limit: number; offset: number }) {
  const words = await repo.searchListedFullText(db, q, page);
  if (words.rows.length >= page.limit) return { rows: words.rows, total: words.total };
  const seen = new Set(words.rows.map((r) => r.id));
  const fuzzy = page.offset === 0 || words.total === 0 ? await repo.searchListedNamesFuzzy(db, q, page.limit) : [];
  const extra = fuzzy.filter((r) => !seen.has(r.id)).slice(0, page.limit - words.rows.length);
  return { rows: [...words.rows, ...extra], total: words.total + extra.length };
}

/** 404 unless the client exists; returns its id, slug and name (from the read cache). */
export async function requireClient(db: Db, cache: ReadCache, id: number) {
  const client = await cache.get(`client-ref:${id}`, ['clients'], () => repo.findClientSlugById(db, id));
  if (!client) throw notFound('Client not found');
  return client;
}
