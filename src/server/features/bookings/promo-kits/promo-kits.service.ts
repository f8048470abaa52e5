import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@shared/api/session-user';
import { PROMO_CARDS, PROMO_KIT_NOT_FOUND, type PromoCard, type PromoKit, type PromoKitList } from '@shared/api/bookings/promo-kits';
import { safeLink } from '@shared/api/fields';
import { canManageClient, isOwnClient } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { OpenedFile } from '@server/integrations/storage/file-storage';
import { notFound } from '@server/lib/errors';
import { squarePhotoJpeg } from '@server/features/directory/share/profile-photo';
import { auditedWrite } from '@server/platform/audit/audited-write';
import type { Site } from '@server/platform/site';
import { fetchArtwork } from './artwork';
import * as repo from './promo-kits.repo';
import { promoKitReadyMail } from './mails/promo-kit-ready.mail';
import { type CardContent, renderCard } from './share-cards';

/** The 404 of an appearance that is unknown, not from a feed, or of a client the user may not manage. */
const APPEARANCE_NOT_FOUND = 'Appearance not found';

/** What making a kit needs: the database, storage for the cards, the mailer, and the settings (the fetcher's allowed hosts). */
export type PromoKitContext = Pick<AppContext, 'db' | 'storage' | 'mailer' | 'config'>;

/** The show's name of a kit: the booking's, else the podcast's, else the feed's title. */
const showNameOf = (source: repo.KitSource) => source.bookingShow ?? (source.podcastName || source.feedTitle);

/** The episode's links from its feed, labelled in words; only http(s) addresses. */
export function kitLinks(source: Pick<repo.KitSource, 'link' | 'enclosureUrl' | 'transcriptUrl'>): { label: string; url: string }[] {
  const links = [
    { label: 'Episode page', url: safeLink(source.link) },
    { label: 'Audio file', url: safeLink(source.enclosureUrl) },
    { label: 'Transcript', url: safeLink(source.transcriptUrl) },
  ];
  return links.filter((link): link is { label: string; url: string } => link.url !== null);
}

/** Suggested posts (no figures, nothing made up): what the episode is, where to listen. */
export function postTexts(fields: { host: string | null; showName: string; title: string; link: string }): string[] {
  const joined = fields.host ? `I joined ${fields.host} on ${fields.showName}` : `I was a guest on ${fields.showName}`;
  return [
    `${joined} to talk about ${fields.title}. Listen: ${fields.link}`,
    `New episode: "${fields.title}" on ${fields.showName}${fields.host ? ` with ${fields.host}` : ''}. It was a pleasure. Listen here: ${fields.link}`,
  ];
}

/** The card's storage name: flat, unguessable, never reused (the disk never replaces a file). */
const cardName = (episodeId: number, card: PromoCard) => `promo-${episodeId}-${card}-${randomBytes(8).toString('hex')}.jpg`;

/** The pictures and words of an appearance's cards: the show's artwork fetched safely (else none), the guest's photo (else initials). */
async function cardContent(ctx: PromoKitContext, log: Site['log'], source: repo.KitSource): Promise<CardContent> {
  const [artwork, portrait] = await Promise.all([
    fetchArtwork(ctx.config, source.artworkUrl, log),
    squarePhotoJpeg(ctx.storage, { name: source.guestName, localimage: source.localimage }, 600),
  ]);
  return { showName: showNameOf(source), episodeTitle: source.itemTitle || source.episodeTitle, guestName: source.guestName, artwork, portrait };
}

/** Renders one card and stores it under a fresh name; the name. */
async function storeCard(ctx: PromoKitContext, episodeId: number, card: PromoCard, content: CardContent): Promise<string> {
  const name = cardName(episodeId, card);
  await ctx.storage.write(name, await renderCard(card, content), 'image/jpeg');
  return name;
}

/**
 * Makes the promo kit of a published appearance (an episodes row tied to a feed episode): renders
 * both cards (the show's artwork fetched safely, else a typographic panel; the guest's photo, else
 * initials), stores them, keeps the row with the links and post text, then mails the guest's
 * people "Your promo kit for {show} is ready" (best effort; `emailedAt` set once sent). Once per
 * appearance: when a kit exists (or another call made it first) nothing more is done and
 * undefined answered. undefined too for an episode not tied to a feed item.
 */
export async function makePromoKit(
  ctx: PromoKitContext,
  site: Site,
  episodeId: number,
  user: SessionUser | null = null,
): Promise<repo.PromoKitRow | undefined> {
  const source = await repo.kitSource(ctx.db, episodeId);
  if (!source || source.clientId === null || (await repo.findKit(ctx.db, episodeId))) return undefined;
  const showName = showNameOf(source);
  const title = source.itemTitle || source.episodeTitle;
  const content = await cardContent(ctx, site.log, source);
  const names = { square: await storeCard(ctx, episodeId, 'square', content), wide: await storeCard(ctx, episodeId, 'wide', content) };
  const links = kitLinks(source);
  const listen = links[0]?.url ?? `${site.baseUrl}/profile/${source.guestSlug}`;
  const host = source.bookingHost || source.podcastHost || null;
  const clientId = source.clientId;
  const kit = await auditedWrite(
    ctx.db,
    user,
    (tx) =>
      repo.insertKit(tx, {
        episodeId,
        clientId,
        bookingId: source.bookingId,
        squareKey: names.square,
        wideKey: names.wide,
        links,
        postText: postTexts({ host, showName, title, link: listen }).join('\n\n'),
      }),
    (row) => ({ action: 'promo-kit.create', targetType: 'episode', targetId: episodeId, details: { clientId, showName, made: row !== undefined } }),
  );
  if (!kit) {
    await ctx.storage.remove([names.square, names.wide]);
    return undefined;
  }
  await mailKitReady(ctx, site, { clientId, slug: source.guestSlug, showName, episodeId });
  return kit;
}

/** Mails the guest's people that their kit is ready, with the page's link; notes it once any went. */
async function mailKitReady(ctx: PromoKitContext, site: Site, kit: { clientId: number; slug: string; showName: string; episodeId: number }): Promise<void> {
  const page = `${site.baseUrl}/profile/${kit.slug}/promo-kits`;
  const mail = promoKitReadyMail({ showName: kit.showName, page });
  let sent = 0;
  for (const to of await repo.clientPeopleOf(ctx.db, kit.clientId)) {
    try {
      await ctx.mailer.send({ to, ...mail, link: page, replies: 'agency' });
      sent++;
    } catch (error) {
      site.log.error({ err: error, episodeId: kit.episodeId, to }, 'A promo kit mail failed');
    }
  }
  if (sent > 0) await repo.markEmailed(ctx.db, kit.episodeId);
}

/** A stored kit as the page reads it. */
function toKit(row: Awaited<ReturnType<typeof repo.kitsOf>>[number]): PromoKit {
  return {
    episodeId: row.kit.episodeId,
    bookingId: row.kit.bookingId,
    showName: row.showName,
    episodeTitle: row.episodeTitle,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    links: row.kit.links,
    posts: row.kit.postText.split('\n\n').filter(Boolean),
    createdAt: row.kit.createdAt.toISOString(),
    seenAt: row.kit.seenAt?.toISOString() ?? null,
  };
}

/** A client's kits (newest first) and its verified appearances without one. Who may call it is the route's rule (who may manage the client). */
export async function listPromoKits(ctx: Pick<AppContext, 'db'>, clientId: number): Promise<PromoKitList> {
  const [kits, kitless] = await Promise.all([repo.kitsOf(ctx.db, clientId), repo.kitlessOf(ctx.db, clientId)]);
  return { kits: kits.map(toKit), kitless: kitless.map(({ publishedAt: _publishedAt, ...row }) => row) };
}

/** Whether the user is one of the client's own people (their guest or team account, not an admin viewing as them): whose use of a kit the guest's record counts. */
const guestsOwn = (user: SessionUser, clientId: number) => isOwnClient(user, clientId) && !user.isImpersonating;

/** Marks the client's kits seen (the page was opened): how many were unseen. Opened by the client's own people, their first use of each kit is noted too. */
export async function markPromoKitsSeen(ctx: Pick<AppContext, 'db'>, user: SessionUser, clientId: number): Promise<{ marked: number }> {
  if (guestsOwn(user, clientId)) await repo.markGuestUsed(ctx.db, clientId);
  return { marked: await repo.markSeen(ctx.db, clientId) };
}

/**
 * "Make a promo kit" from the page: of an appearance from a feed whose client the user may manage
 * (404 otherwise, as for an unknown one); the kit, also when one existed already.
 */
export async function makeKitFor(ctx: PromoKitContext, site: Site, user: SessionUser, episodeId: number): Promise<PromoKit> {
  const source = await repo.kitSource(ctx.db, episodeId);
  if (!source || source.clientId === null || !canManageClient(user, source.clientId)) throw notFound(APPEARANCE_NOT_FOUND);
  await makePromoKit(ctx, site, episodeId, user);
  const kit = (await repo.kitsOf(ctx.db, source.clientId)).find((row) => row.kit.episodeId === episodeId);
  if (!kit) throw notFound(APPEARANCE_NOT_FOUND);
  return toKit(kit);
}

/**
 * A card of a kit to download, with its file name; 404 for an unknown kit or one of a client the
 * user may not manage. A card whose file storage no longer has (a lost disk, a move) is rendered
 * again and its new name kept. Downloaded by the client's own people, their first use of the kit is noted.
 */
export async function openCard(
  ctx: PromoKitContext,
  site: Site,
  user: SessionUser,
  episodeId: number,
  card: PromoCard,
): Promise<{ file: OpenedFile; fileName: string }> {
  const kit = await repo.findKit(ctx.db, episodeId);
  if (!kit || !canManageClient(user, kit.clientId)) throw notFound(PROMO_KIT_NOT_FOUND);
  let file = await ctx.storage.open(card === 'square' ? kit.squareKey : kit.wideKey);
  if (!file) {
    const source = await repo.kitSource(ctx.db, episodeId);
    if (!source) throw notFound(PROMO_KIT_NOT_FOUND);
    const name = await storeCard(ctx, episodeId, card, await cardContent(ctx, site.log, source));
    await repo.setCardKey(ctx.db, episodeId, card, name);
    file = await ctx.storage.open(name);
  }
  if (!file) throw notFound(PROMO_KIT_NOT_FOUND);
  if (guestsOwn(user, kit.clientId)) await repo.markGuestUsed(ctx.db, kit.clientId, episodeId);
  return { file, fileName: `promo-card-${episodeId}-${PROMO_CARDS[card].width}x${PROMO_CARDS[card].height}.jpg` };
}
