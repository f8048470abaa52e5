import { paramId } from '@shared/api/fields';
import { guideById } from '@shared/guides';
import { PROFILE_NOT_FOUND_TITLE } from '@shared/page-titles';
import { firstParagraph, truncate } from '@shared/plain-text';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { safeDecode } from '@server/lib/uri';
import { PORTRAIT_SIZES, primaryPhoto, sizedSrcSet } from '@shared/portrait';
import { type AlternateLink, profileOpenData } from '../appearances/open-data/open-data.service';
import { findClientBySlug, listFeaturedClients } from '../clients/clients.repo';
import { findVideo } from '../videos/videos.repo';
import { normalizeLocalImage } from '../clients/image-paths';
import { profileLinks } from './profile-links';

/** What the server writes into <head> for a page. */
export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'profile';
  image?: string;
  url?: string;
  /** The first paint's largest image (a local portrait), which the head preloads. */
  portrait?: { srcset: string; sizes: string };
  /** A private page (a host's request, a guest's approval, a pitch page, a feedback form or a host's yes to a quote, reached by its token): search engines leave it out. */
  noindex?: boolean;
  /** The page's schema.org JSON-LD: a profile page's guest and their proved appearances. */
  structuredData?: object;
  /** Other forms of the page: a profile's list feed and oEmbed answer. */
  alternates?: AlternateLink[];
}

/** The preload of a client's portrait as shown at `sizes`, when it is a local upload. */
function portraitOf(row: { localimage: string | null; profileImage: string | null; linkedinImgUrl: string | null }, sizes: string): PageMeta['portrait'] {
  const srcset = sizedSrcSet(primaryPhoto({ ...row, localimage: normalizeLocalImage(row.localimage) }));
  return srcset ? { srcset, sizes } : undefined;
}

/** Whether the rest of a profile page's path (after /profile/{slug}) is the client's: a video must be theirs. */
async function isClientsPage(db: Db, rest: string | undefined, clientId: number): Promise<boolean> {
  const videoId = /^\/video\/([^/]+)$/.exec(rest ?? '')?.[1];
  if (videoId === undefined) return true;
  const id = paramId().safeParse(videoId);
  return id.success && (await findVideo(db, id.data))?.clientId === clientId;
}

/** The description used when a page has nothing better. */
const DEFAULT_DESCRIPTION = 'Discover executive thought leaders and podcast guests: bios, talking points, videos and sample interview questions.';

const STATIC_PAGES: Record<string, [title: string, description: string]> = {
  '/': ['Executive thought leaders and podcast guests', DEFAULT_DESCRIPTION],
  '/directory': ['Executive Directory', 'Search and filter the executive directory by name, topic and category.'],
  '/all-podcasts': ['All Podcasts', 'Every podcast and episode our executives have appeared on.'],
  '/login': ['Sign in', 'Sign in to manage your profile or curate the directory.'],
};

/** The private pages reached by a token in their link (a host's request, a guest's approval, a pitch page, a feedback form, a host's yes to a quote): their title and description, never indexed. */
const PRIVATE_PAGES: Record<string, readonly [string, string]> = {
  '/requests/': ['Your booking request', 'A booking request, followed through its private link.'],
  '/approve/': ['Approve a show', 'A show waiting for your approval, through its private link.'],
  '/pitch/': ['Guests for your show', 'Guests the agency picked for your show, through a private link.'],
  '/feedback/': ['Your feedback', 'A host’s feedback on a guest, given through its private link.'],
  '/quote/': ['Your words on a profile', 'A host agrees to be quoted on a guest’s profile, through a private link.'],
};

/**
 * The title, description and share image of a path. Profile pages use the client's name and
 * headline plus the site name; the description is the bio's first paragraph, else the headline,
 * else the default line; the image is the 800×800 share image. A profile page and / (its
 * first spotlight) name the portrait the first paint shows, and the open data of its guest
 * (open-data/: JSON-LD, list feed and oEmbed links). An unknown profile's title says so; a video
 * under a profile that is not the client's gets the plain site title, like an unknown page.
 */
export async function pageMetaFor(ctx: Pick<AppContext, 'db' | 'cache'>, path: string, siteName: string, baseUrl: string): Promise<PageMeta> {
  const { db } = ctx;
  const profile = /^\/profile\/([^/]+)(\/.*)?$/.exec(path);
  if (profile) {
    const slug = safeDecode(profile[1]);
    const client = slug && !slug.includes('\u0000') ? await findClientBySlug(db, slug) : undefined;
    if (client && (await isClientsPage(db, profile[2], client.id))) {
      const name = client.headline ? `${client.name} — ${client.headline}` : client.name;
      const description = firstParagraph(client.narrativeBio) || client.headline || DEFAULT_DESCRIPTION;
      const exact = path === `/profile/${profile[1]}`;
      const { url, image } = profileLinks(baseUrl, client.slug);
      return {
        title: `${name} | ${siteName}`,
        description: truncate(description, 300),
        type: 'profile',
        image,
        url,
        portrait: exact ? portraitOf(client, PORTRAIT_SIZES.profileCard) : undefined,
        ...(exact && (await profileOpenData(ctx, client, baseUrl))),
      };
    }
    if (!client && !profile[2]) return { title: `${PROFILE_NOT_FOUND_TITLE} | ${siteName}`, description: DEFAULT_DESCRIPTION, type: 'website' };
  }
  const privatePage = Object.entries(PRIVATE_PAGES).find(([prefix]) => path.startsWith(prefix))?.[1];
  if (privatePage) return { title: `${privatePage[0]} | ${siteName}`, description: privatePage[1], type: 'website', noindex: true };
  const guide = guideById(/^\/guides\/([^/]+)\/?$/.exec(path)?.[1] ?? '');
  if (guide) return { title: `${guide.title} | ${siteName}`, description: guide.description, type: 'website', url: `${baseUrl}${guide.url}` };
  const known = STATIC_PAGES[path.replace(/\/$/, '') || '/'];
  if (path === '/') {
    const [spotlight] = await listFeaturedClients(db, 1);
    const portrait = spotlight ? portraitOf(spotlight, PORTRAIT_SIZES.spotlight) : undefined;
    return { title: `${known[0]} | ${siteName}`, description: known[1], type: 'website', url: `${baseUrl}${path}`, portrait };
  }
  if (known) return { title: `${known[0]} | ${siteName}`, description: known[1], type: 'website', url: `${baseUrl}${path}` };
  return { title: siteName, description: DEFAULT_DESCRIPTION, type: 'website' };
}
