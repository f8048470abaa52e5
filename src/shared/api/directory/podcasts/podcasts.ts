import { z } from 'zod';
import { text } from '@shared/api/fields';
import { pageOf, pageQuery } from '@shared/api/paging';
import { EVIDENCE_GRADES } from '../appearances/evidence';

/** An episode with the client who appeared on it. */
export const episode = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  publishedAt: z.string().nullable(),
  client: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
});
export type Episode = z.infer<typeof episode>;

/** A podcast with its episodes, newest first. */
const podcastWithEpisodes = z.object({
  id: z.number(),
  name: z.string(),
  host: z.string(),
  description: z.string(),
  websiteUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  episodes: z.array(episode),
});
export type PodcastWithEpisodes = z.infer<typeof podcastWithEpisodes>;

/** GET /api/podcasts query: paging and an optional search over podcast, host, episode and guest. */
export const podcastListQuery = pageQuery.extend({
  q: text().trim().max(200).optional(),
});

/**
 * How an appearance is known from the show's own feed: what it rests on in words
 * (VERIFIED_BASIS_LABELS, or RELEASED_BOOKING_EVIDENCE) and its source (the episode on the show's
 * own site, else its audio file; null when neither); null: self-reported.
 */
const appearanceVerification = z.object({ sourceUrl: z.string().nullable(), evidence: z.string() }).nullable();
export type AppearanceVerification = z.infer<typeof appearanceVerification>;

/** An appearance of a client on a podcast episode (GET /api/clients/{id}/episodes). */
export const appearance = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string().nullable(),
  publishedAt: z.string().nullable(),
  podcastName: z.string(),
  podcastHost: z.string(),
  /** How strongly it is proven: confirmed, matched or self-reported (evidence.ts). */
  grade: z.enum(EVIDENCE_GRADES),
  verified: appearanceVerification,
});
export type Appearance = z.infer<typeof appearance>;

/** GET /api/clients/{id}/episodes answer: one page of the client's appearances, those a person stands behind first, then the newest first. */
export const appearancePage = pageOf(appearance);

/** GET /api/clients/{id}/episodes query: the page (limit 1–100, default 24, and offset), and optionally one grade of evidence alone. */
export const appearancePageQuery = pageQuery.extend({
  grade: z.enum(EVIDENCE_GRADES, { error: 'Choose confirmed, matched or self-reported appearances' }).optional(),
});

/** GET /api/podcasts answer: a page of podcasts with their episodes. */
export const podcastPage = pageOf(podcastWithEpisodes);
