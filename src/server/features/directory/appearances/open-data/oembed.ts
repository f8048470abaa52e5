import type { OembedAnswer } from '@shared/api/directory/appearances/open-data';
import { escapeHtml } from '@server/lib/escape-html';

/** The card's size when the room allows it (px); a smaller room gets it smaller, as its layout allows. */
export const CARD_SIZE = { width: 480, height: 200 } as const;

/** The side of the share image (px), the answer's thumbnail. */
const SHARE_IMAGE_SIDE = 800;

/** A guest as their embed shows them. */
export interface EmbeddedGuest {
  name: string;
  profileUrl: string;
  cardUrl: string;
  imageUrl: string;
}

/**
 * The oEmbed answer of a guest's profile: their card in a sandboxed iframe (no script; its link may
 * open a new tab) within the room given, and the share image as the thumbnail when it fits that room.
 */
export function oembedOf(guest: EmbeddedGuest, site: { name: string; url: string }, room: { maxwidth?: number; maxheight?: number }): OembedAnswer {
  const width = Math.min(CARD_SIZE.width, room.maxwidth ?? CARD_SIZE.width);
  const height = Math.min(CARD_SIZE.height, room.maxheight ?? CARD_SIZE.height);
  const e = escapeHtml;
  const title = `${guest.name} on ${site.name}`;
  const thumbnailFits = Math.min(room.maxwidth ?? SHARE_IMAGE_SIDE, room.maxheight ?? SHARE_IMAGE_SIDE) >= SHARE_IMAGE_SIDE;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: site.name,
    provider_url: site.url,
    title,
    author_name: guest.name,
    author_url: guest.profileUrl,
    html: `<iframe src="${e(guest.cardUrl)}" width="${width}" height="${height}" title="${e(title)}" style="border:0;max-width:100%" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`,
    width,
    height,
    ...(thumbnailFits && { thumbnail_url: guest.imageUrl, thumbnail_width: SHARE_IMAGE_SIDE, thumbnail_height: SHARE_IMAGE_SIDE }),
  };
}
