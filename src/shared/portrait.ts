/** The widths (px) the server makes of a local upload, as WebP, at /img/{width}/{file}. */
export const SIZED_WIDTHS = [160, 320, 480, 640] as const;

/** The `sizes` of each place a portrait is shown (the server's preload must say the same). */
export const PORTRAIT_SIZES = {
  spotlight: '(min-width: 640px) 384px, calc(100vw - 32px)',
  profileCard: '(min-width: 640px) 200px, 160px',
  avatar: '40px',
  directoryCard: '(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw',
} as const;

/** The `sizes` of a picture in the profile's 1/2/3-column media grid. */
export const MEDIA_GRID_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, calc(100vw - 64px)';

/** The best photo field of a client: local upload, then profile image, then LinkedIn picture. */
export function primaryPhoto(client: { localimage: string | null; profileImage: string | null; linkedinImgUrl: string | null }) {
  return client.localimage || client.profileImage || client.linkedinImgUrl;
}

/** The srcset of a local upload's sized WebP copies (`/uploads/x.jpg` → `/img/160/x.jpg 160w, …`); undefined for other addresses. */
export function sizedSrcSet(photo: string | null | undefined): string | undefined {
  const file = /^\/uploads\/([\w.-]+)$/.exec(photo ?? '')?.[1];
  return file ? SIZED_WIDTHS.map((w) => `/img/${w}/${file} ${w}w`).join(', ') : undefined;
}
