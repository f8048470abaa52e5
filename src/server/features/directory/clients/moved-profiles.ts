import type { AppContext } from '@server/context';
import { movedSlug } from './clients.service';

/**
 * Where a page of a renamed profile moved: /profile/{old}[/…] becomes /profile/{current}[/…]
 * (the query kept); undefined for any other page, or a slug that was never renamed.
 */
export async function movedProfilePath(ctx: Pick<AppContext, 'db' | 'cache'>, url: string): Promise<string | undefined> {
  const [path, query] = url.split(/\?(.*)/s);
  const match = /^\/profile\/([^/]+)(\/.*)?$/.exec(path);
  if (!match) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  if (slug.includes('\u0000') || slug.length > 200) return undefined;
  const current = await movedSlug(ctx, slug);
  return current && `/profile/${encodeURIComponent(current)}${match[2] ?? ''}${query ? `?${query}` : ''}`;
}
