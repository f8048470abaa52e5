/** A localimage lacking a /uploads/ or /public-objects/ prefix gets /uploads/ prepended. */
export function normalizeLocalImage(localimage: string | null): string | null {
  if (!localimage) return null;
  if (/^https?:\/\//.test(localimage) || localimage.startsWith('/uploads/') || localimage.startsWith('/public-objects/')) {
    return localimage;
  }
  return `/uploads/${localimage.replace(/^\/+/, '')}`;
}

/**
 * A media image's source. A local filename is prefixed with /uploads/ unless it is
 * already a path or URL; a doubled /uploads//uploads/ collapses; no source, or an address with a
 * scheme other than http(s) (javascript:, data:), gives null (skipped).
 */
export function mediaImageSrc(url: string | null, localFilename: string | null): string | null {
  const raw = (localFilename || url || '').trim();
  if (!raw || (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^https?:/i.test(raw))) return null;
  const prefixed = /^(https?:)?\/\//.test(raw) || raw.startsWith('/') ? raw : `/uploads/${raw}`;
  return prefixed.replace(/\/uploads\/+\/?uploads\//g, '/uploads/').replace(/^\/uploads\/\/+/, '/uploads/');
}
