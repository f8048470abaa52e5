import type { AppContext } from '@server/context';
import { notFound } from '@server/lib/errors';
import { linkBaseUrl, type RequestAddress } from '@server/lib/public-url';
import { findClientBySlug } from '../clients/clients.repo';
import { renderHeadTags } from './head-tags';
import { initialsAvatarSvg } from './initials-avatar';
import { pageMetaFor } from './page-meta';
import { squarePhotoJpeg } from './profile-photo';

type ShareContext = Pick<AppContext, 'db' | 'cache' | 'config' | 'storage'>;

/** The generated initials avatar of a name, as SVG. */
export function avatarSvg(name: string): string {
  return initialsAvatarSvg(name);
}

/** The 800×800 share image of a client (photo or initials); 404 for an unknown slug. */
export async function shareImageJpeg({ db, storage }: ShareContext, slug: string): Promise<Buffer> {
  const client = await findClientBySlug(db, slug);
  if (!client) throw notFound('Client not found');
  return squarePhotoJpeg(storage, client, 800);
}

/** The <head> tags (title, description, share tags, a profile's open data) of a page, with links on the trusted base address. */
export async function headTagsFor(ctx: ShareContext, request: RequestAddress, path: string): Promise<string> {
  const { config } = ctx;
  const meta = await pageMetaFor(ctx, path, config.siteName, linkBaseUrl(request, config));
  return renderHeadTags(meta, config.siteName);
}
