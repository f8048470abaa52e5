import type { z } from 'zod';
import type { OembedAnswer, oembedQuery } from '@shared/api/directory/appearances/open-data';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { safeLink } from '@shared/api/fields';
import { addressOf } from '@shared/api/route';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { AppError, notFound } from '@server/lib/errors';
import { safeDecode } from '@server/lib/uri';
import { type ClientRow, findClientBySlug } from '@server/features/directory/clients/clients.repo';
import { profileLinks } from '@server/features/directory/share/profile-links';
import { withVerification } from '../verification';
import { guestCardHtml } from './guest-card';
import { type PublishedAppearance, profileJsonLd } from './json-ld';
import { listFeedXml } from './list-feed';
import { oembedOf } from './oembed';
import * as repo from './open-data.repo';
import { podcastGuidOf } from './podcast-guid';

/** What the open data reads: the database, the read cache and the site's name. */
type OpenDataContext = Pick<AppContext, 'db' | 'cache' | 'config'>;

/** How many appearances a profile page or a list feed publishes at most: the newest, so each stays small. */
const PUBLISHED_MAX = 50;

/** A link in a page's head to another form of it: its list feed, its oEmbed answer. */
export interface AlternateLink {
  type: string;
  title: string;
  href: string;
}

/** A visible client by slug; 404 for an unknown or archived one, whoever asks: open data never shows an archived profile. */
async function visibleClient(db: DbOrTx, slug: string): Promise<ClientRow> {
  const client = await findClientBySlug(db, slug);
  if (!client) throw notFound('Client not found');
  return client;
}

/** The title of a guest's list feed. */
const listFeedTitle = (name: string) => `${name} on podcasts`;

/** An appearance row as the JSON-LD publishes it: where the episode is as verification.ts chooses it, the show's own title and site. */
function toPublished(row: Awaited<ReturnType<typeof repo.listProvedAppearances>>[number]): PublishedAppearance {
  const { title, publishedAt, podcastName, feedTitle, feedUrl, feedSite, verified } = withVerification(row);
  return {
    title,
    publishedAt: publishedAt?.toISOString() ?? null,
    sourceUrl: verified?.sourceUrl ?? null,
    showName: feedTitle || podcastName,
    showUrl: safeLink(feedSite) ?? feedUrl,
    feedUrl,
  };
}

/**
 * What a visible client's profile page publishes in its head: the schema.org JSON-LD of the guest
 * and of their newest appearances a show's feed proved (confirmed or matched, through the read
 * cache), and the alternate links to their list feed and oEmbed answer, on `baseUrl`.
 */
export async function profileOpenData(ctx: Pick<AppContext, 'db' | 'cache'>, client: ClientRow, baseUrl: string) {
  const links = profileLinks(baseUrl, client.slug);
  const appearances = await ctx.cache.get(`open-data:appearances:${client.id}`, ['clients', 'podcasts'], async () =>
    (await repo.listProvedAppearances(ctx.db, client.id, PUBLISHED_MAX)).map(toPublished),
  );
  const sameAs = [client.websiteUrl, client.linkedinUrl, client.instagramUrl, client.facebookUrl, client.youtubeUrl]
    .map(safeLink)
    .filter((link) => link !== null);
  const alternates: AlternateLink[] = [
    {
      type: 'application/rss+xml',
      title: listFeedTitle(client.name),
      href: `${baseUrl}${addressOf(directoryRoutes.listFeed, { params: { slug: client.slug } })}`,
    },
    {
      type: 'application/json+oembed',
      title: client.name,
      href: `${baseUrl}${addressOf(directoryRoutes.oembed, { query: { url: links.url, format: 'json' } })}`,
    },
  ];
  const structuredData = profileJsonLd({ name: client.name, headline: client.headline, profileUrl: links.url, imageUrl: links.image, sameAs }, appearances);
  return { structuredData, alternates };
}

/**
 * A visible client's list feed: their newest confirmed appearances that a feed can point at, as
 * `podcast:remoteItem`s; its `podcast:guid` made from the profile's address. 404 for an unknown or
 * archived client.
 */
export async function listFeed(ctx: Pick<AppContext, 'db'>, slug: string, baseUrl: string): Promise<string> {
  const client = await visibleClient(ctx.db, slug);
  const { url } = profileLinks(baseUrl, client.slug);
  const rows = await repo.listConfirmedRemoteItems(ctx.db, client.id, PUBLISHED_MAX);
  return listFeedXml({
    title: listFeedTitle(client.name),
    link: url,
    description: `Podcast episodes with ${client.name} as a guest, each confirmed by the show’s own feed.`,
    guid: podcastGuidOf(url),
    items: rows.flatMap(({ feedGuid, itemGuid, feedUrl }) => (feedGuid ? [{ feedGuid, itemGuid, feedUrl }] : [])),
  });
}

/** A visible client's embeddable card (HTML); 404 for an unknown or archived client. */
export async function guestCard(ctx: OpenDataContext, slug: string, baseUrl: string): Promise<string> {
  const client = await visibleClient(ctx.db, slug);
  const links = profileLinks(baseUrl, client.slug);
  const confirmedAppearances = await repo.countConfirmedAppearances(ctx.db, client.id);
  return guestCardHtml(
    { name: client.name, headline: client.headline, profileUrl: links.url, imageUrl: links.image, confirmedAppearances },
    ctx.config.siteName,
  );
}

/** The slug in the address of a profile page on `baseUrl` (/profile/{slug}, a trailing slash allowed); undefined for any other address. */
function profileSlugAt(address: string, baseUrl: string): string | undefined {
  const url = new URL(address);
  if (url.origin !== new URL(baseUrl).origin) return undefined;
  const slug = safeDecode(/^\/profile\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? '');
  return slug && !slug.includes('\u0000') ? slug : undefined;
}

/**
 * The oEmbed answer of a profile's address: 501 for format=xml (only JSON is offered), 404 for an
 * address that is not a visible client's profile on `baseUrl`.
 */
export async function oembed(ctx: OpenDataContext, query: z.output<typeof oembedQuery>, baseUrl: string): Promise<OembedAnswer> {
  if (query.format === 'xml') throw new AppError(501, 'Only JSON is offered: ask with format=json', 'FORMAT_NOT_OFFERED');
  const slug = profileSlugAt(query.url, baseUrl);
  if (slug === undefined) throw notFound('No profile on this site has this address');
  const client = await visibleClient(ctx.db, slug);
  const links = profileLinks(baseUrl, client.slug);
  const cardUrl = `${baseUrl}${addressOf(directoryRoutes.guestCard, { params: { slug: client.slug } })}`;
  return oembedOf({ name: client.name, profileUrl: links.url, cardUrl, imageUrl: links.image }, { name: ctx.config.siteName, url: baseUrl }, query);
}
