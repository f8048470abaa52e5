import { firstParagraph, truncate } from '../../../shared/plain-text';
import type { Db } from '../../db/client';
import { safeDecode } from '../../lib/uri';
import { findClientBySlug } from '../clients/clients.repo';

/** What the server writes into <head> for a page. */
export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'profile';
  image?: string;
  url?: string;
}

/** The description used when a page has nothing better. */
export const DEFAULT_DESCRIPTION =
  'Discover executive thought leaders and podcast guests: bios, talking points, videos and sample interview questions.';

const STATIC_PAGES: Record<string, [title: string, description: string]> = {
  '/': ['Executive thought leaders and podcast guests', DEFAULT_DESCRIPTION],
  '/directory': ['Executive Directory', 'Search and filter the executive directory by name, topic and category.'],
  '/all-podcasts': ['All Podcasts', 'Every podcast and episode our executives have appeared on.'],
  '/login': ['Sign in', 'Sign in to manage your profile or curate the directory.'],
};

/**
 * The title, description and share image of a path. Profile pages use the client's name and
 * headline plus the site name; the description is the bio's first paragraph, else the headline,
 * else the default line; the image is the 800×800 share image.
 */
export async function pageMetaFor(db: Db, path: string, siteName: string, baseUrl: string): Promise<PageMeta> {
  const profile = /^\/profile\/([^/]+)(?:\/.*)?$/.exec(path);
  if (profile) {
    const slug = safeDecode(profile[1]);
    const client = slug && !slug.includes('\u0000') ? await findClientBySlug(db, slug) : undefined;
    if (client) {
      const name = client.headline ? `${client.name} — ${client.headline}` : client.name;
      const description = firstParagraph(client.narrativeBio) || client.headline || DEFAULT_DESCRIPTION;
      return {
        title: `${name} | ${siteName}`,
        description: truncate(description, 300),
        type: 'profile',
        image: `${baseUrl}/api/clients/${encodeURIComponent(client.slug)}/share-image`,
        url: `${baseUrl}/profile/${encodeURIComponent(client.slug)}`,
      };
    }
  }
  const known = STATIC_PAGES[path.replace(/\/$/, '') || '/'];
  if (known) return { title: `${known[0]} | ${siteName}`, description: known[1], type: 'website', url: `${baseUrl}${path}` };
  return { title: siteName, description: DEFAULT_DESCRIPTION, type: 'website' };
}
