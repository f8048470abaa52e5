import { z } from 'zod';
import { text } from '@shared/api/fields';

/** A video as the API sends it; toApprove is 0 approved, 1 pending or hidden. */
const video = z.object({
  id: z.number(),
  title: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  clientSlug: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  youtubeId: z.string().nullable(),
  vimeoId: z.string().nullable(),
  localThumbnail: z.string().nullable(),
  hasTranscript: z.boolean(),
  toApprove: z.number(),
});
export type Video = z.infer<typeof video>;

/** A key fact with its keywords (at most 4) and the video it came from. */
const keyFact = z.object({
  id: z.number(),
  fact: z.string(),
  keywords: z.array(z.object({ id: z.number(), name: z.string() })),
  clientName: z.string(),
  clientSlug: z.string(),
  videoTitle: z.string(),
  videoId: z.number(),
});
export type KeyFact = z.infer<typeof keyFact>;

/** GET /api/videos/{id}: the video with the key facts taken from it. */
export const videoDetail = video.extend({ keyFacts: z.array(keyFact) });
export type VideoDetail = z.infer<typeof videoDetail>;

/** GET /api/videos/{id} query: `client`, a profile's slug, finds the video only when it is that client's. */
export const videoDetailQuery = z.object({ client: text().min(1).max(200).optional() });

/** GET /api/key-facts/random query. */
export const randomKeyFactsQuery = z.object({ limit: z.coerce.number().int().min(1).max(12).default(3) });

/** A list of videos (the featured ones, a client's). */
export const videoList = z.array(video);

/** A list of key facts (at random). */
export const keyFactList = z.array(keyFact);
