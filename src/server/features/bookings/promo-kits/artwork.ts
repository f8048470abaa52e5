import { loadSharp } from '@server/lib/sharp';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import type { Config } from '@server/config';
import { createSafeFetch } from '@server/integrations/safe-fetch/safe-fetch';
import type { Site } from '@server/platform/site';

/** A show's artwork is read at most this many bytes, within this time: a kit is never held up by a slow or huge image. */
const ARTWORK_LIMITS = { maxBytes: 3 * 1024 * 1024, timeoutMs: 5_000 } as const;

/**
 * The show's artwork (the feed's image address) through the SSRF-guarded fetcher, with the app's
 * allowed private hosts (tests only), a small size cap and a timeout; checked to be an image by
 * sharp. undefined when there is none or it fails (the card then sets the show's name in type);
 * a failure is logged as a warning.
 */
export async function fetchArtwork(config: Pick<Config, 'outboundAllowedPrivateHosts'>, url: string | null, log: Site['log']): Promise<Buffer | undefined> {
  if (!url) return undefined;
  const fetcher = createSafeFetch({ allowedPrivateHosts: config.outboundAllowedPrivateHosts, ...ARTWORK_LIMITS });
  try {
    const response = await fetcher.fetch(url, { readBody: true });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    const sharp = await loadSharp();
    const meta = await sharp(response.body, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels }).metadata();
    if (!meta.width || !meta.height) throw new Error('Not an image');
    return response.body;
  } catch (error) {
    log.warn({ err: error, url }, "A show's artwork could not be read; the card shows its name instead");
    return undefined;
  }
}
