import { directoryRoutes } from '@shared/api/directory/route-table';
import { addressOf } from '@shared/api/route';

/** The addresses of a profile page and of its 800×800 share image, on a base address. */
export function profileLinks(baseUrl: string, slug: string): { url: string; image: string } {
  return {
    url: `${baseUrl}/profile/${encodeURIComponent(slug)}`,
    image: `${baseUrl}${addressOf(directoryRoutes.shareImage, { params: { slug } })}`,
  };
}
