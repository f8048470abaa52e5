import { z } from 'zod';
import { bodyId, httpUrl, paramId, text } from '@shared/api/fields';
import { pageOf, pageQuery } from '@shared/api/paging';

/** Limits of an appearance's fields (not in the SPEC; a title fits a line, a show name a heading). */
export const APPEARANCE_LIMITS = {
  titleMax: 300,
  podcastNameMax: 200,
  /** The earliest and latest year an episode date may carry. */
  firstYear: 1990,
  lastYear: 2099,
} as const;

/** /api/clients/{id}/appearances/{episodeId} path: the client and one episode. */
export const appearanceParams = z.object({ id: paramId(), episodeId: paramId() });

const title = text()
  .trim()
  .min(1, 'Enter the episode title')
  .max(APPEARANCE_LIMITS.titleMax, `The title must be at most ${APPEARANCE_LIMITS.titleMax} characters`);

/** An optional link: a full http(s) address, or empty for none. */
const link = z
  .union([z.literal(''), httpUrl()])
  .nullable()
  .optional();

/** A date of the form YYYY-MM-DD (a date input's value) between the first and last years an episode may air, or empty / null for none. */
export const episodeDay = z
  .union([
    z.literal(''),
    z.iso.date('Enter the date as YYYY-MM-DD').refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= APPEARANCE_LIMITS.firstYear && year <= APPEARANCE_LIMITS.lastYear;
    }, `The date must be between ${APPEARANCE_LIMITS.firstYear} and ${APPEARANCE_LIMITS.lastYear}`),
  ])
  .nullable();

/** PATCH /api/clients/{id}/appearances/{episodeId} body: the episode's title, link and date. */
export const appearanceEditBody = z.object({ title, url: link, publishedAt: episodeDay.optional() });
export type AppearanceEditBody = z.input<typeof appearanceEditBody>;
/** A validated appearance edit. */
export type AppearanceEdit = z.infer<typeof appearanceEditBody>;

/**
 * POST /api/clients/{id}/appearances body: a new episode on an existing podcast (podcastId) or on
 * a new one named podcastName (an existing show of that name is used), with its title, link and date.
 */
export const appearanceCreateBody = appearanceEditBody
  .extend({
    podcastId: bodyId('Choose a podcast').optional(),
    podcastName: text()
      .trim()
      .max(APPEARANCE_LIMITS.podcastNameMax, `The podcast name must be at most ${APPEARANCE_LIMITS.podcastNameMax} characters`)
      .optional(),
  })
  .superRefine((body, issues) => {
    const named = Boolean(body.podcastName);
    if (body.podcastId === undefined && !named)
      issues.addIssue({ code: 'custom', path: ['podcastId'], message: 'Choose a podcast or enter the name of a new one' });
    if (body.podcastId !== undefined && named)
      issues.addIssue({ code: 'custom', path: ['podcastName'], message: 'Choose a podcast or name a new one, not both' });
  });
export type AppearanceCreateBody = z.input<typeof appearanceCreateBody>;
/** A validated new appearance. */
export type AppearanceCreate = z.infer<typeof appearanceCreateBody>;

/** GET /api/clients/{id}/appearances/candidates query: what to look for (the client's name when absent), and paging (10 a page). */
export const candidatesQuery = pageQuery.extend({
  q: text().trim().max(200, 'The search must be at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** An episode Find Episodes offers: not linked to any client, its title or description mentions the name. */
const candidateEpisode = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  publishedAt: z.string().nullable(),
  podcastName: z.string(),
  podcastHost: z.string(),
});
export type CandidateEpisode = z.infer<typeof candidateEpisode>;

/** GET /api/clients/{id}/appearances/candidates answer: a page of candidate episodes. */
export const candidatePage = pageOf(candidateEpisode);
