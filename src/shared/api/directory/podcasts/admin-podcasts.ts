import { z } from 'zod';
import { adminListPage, adminListQuery } from '@shared/api/admin-lists';
import { APPEARANCE_LIMITS } from '../appearances/appearances';
import { httpUrl, paramId, text } from '@shared/api/fields';
import { FEED_SOURCES, FEED_TRUST_LEVELS } from '../appearances/feeds';

/** Limits of a podcast's show details (not in the SPEC: a name fits a heading, notes a few paragraphs). */
export const PODCAST_LIMITS = {
  nameMax: APPEARANCE_LIMITS.podcastNameMax,
  hostMax: 200,
  categoryMax: 100,
  audienceNotesMax: 2000,
  descriptionMax: 5000,
  linksMax: 10,
} as const;

/** What /admin/podcasts sorts by: name, number of episodes, date added. */
export const ADMIN_PODCAST_SORTS = ['name', 'episodes', 'created'] as const;

/** GET /api/admin/podcasts query: paging, sort, q (name or host) and a category filter. */
export const adminPodcastsQuery = adminListQuery(ADMIN_PODCAST_SORTS, 'name', { category: text().trim().max(PODCAST_LIMITS.categoryMax).optional() });
export type AdminPodcastsQuery = z.infer<typeof adminPodcastsQuery>;

/**
 * A show's RSS feed as /admin/podcasts shows it: its address, what the last read stored, and how
 * its reads stand (failures in a row with the last reason in plain words; when it was last read,
 * last read well, and is next due). "Read now" is refused within FEED_LIMITS.minIntervalMs of `checkedAt`.
 */
export const adminFeed = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  podcastId: z.number().nullable(),
  episodeCount: z.number().int(),
  failures: z.number().int(),
  error: z.string().nullable(),
  checkedAt: z.string().nullable(),
  okAt: z.string().nullable(),
  nextCheckAt: z.string(),
  /** Where it came from (FEED_SOURCE_LABELS) and what its episodes can prove (FEED_TRUST_LABELS). */
  source: z.enum(FEED_SOURCES),
  trust: z.enum(FEED_TRUST_LEVELS),
});
export type AdminFeed = z.infer<typeof adminFeed>;

/** GET /api/admin/podcast-feeds/unattached answer: the feeds of booked shows (no podcast), by address. */
export const adminFeedList = z.array(adminFeed);

/** A podcast in the admin list, with its show details, how many episodes it has, and its feed. */
export const adminPodcast = z.object({
  id: z.number(),
  name: z.string(),
  host: z.string(),
  category: z.string(),
  audienceNotes: z.string(),
  description: z.string(),
  websiteUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  links: z.array(z.string()),
  episodeCount: z.number().int(),
  createdAt: z.string(),
  /** Its RSS feed and how its reads stand; null when none is registered. */
  feed: adminFeed.nullable(),
});
export type AdminPodcast = z.infer<typeof adminPodcast>;

/** GET /api/admin/podcasts answer. */
export const adminPodcastsPage = adminListPage(adminPodcast);

/** An optional link: a full http(s) address, or empty (or null) for none. */
const optionalLink = z.union([z.literal(''), httpUrl()]).nullable();

/** The show details an editor sets on a podcast (POST takes them all, PATCH any of them). */
const podcastFields = {
  name: text().trim().min(1, 'Enter the podcast name').max(PODCAST_LIMITS.nameMax, `The name must be at most ${PODCAST_LIMITS.nameMax} characters`),
  host: text().trim().max(PODCAST_LIMITS.hostMax, `The host must be at most ${PODCAST_LIMITS.hostMax} characters`),
  category: text().trim().max(PODCAST_LIMITS.categoryMax, `The category must be at most ${PODCAST_LIMITS.categoryMax} characters`),
  audienceNotes: text().trim().max(PODCAST_LIMITS.audienceNotesMax, `Audience notes must be at most ${PODCAST_LIMITS.audienceNotesMax} characters`),
  description: text().trim().max(PODCAST_LIMITS.descriptionMax, `The description must be at most ${PODCAST_LIMITS.descriptionMax} characters`),
  websiteUrl: optionalLink,
  imageUrl: optionalLink,
  links: z.array(httpUrl()).max(PODCAST_LIMITS.linksMax, `At most ${PODCAST_LIMITS.linksMax} links`),
  /** The show's RSS feed address; empty (or null) detaches the feed it had. */
  feedUrl: optionalLink,
};

/** POST /api/admin/podcasts body: a new podcast; only the name is required. */
export const adminPodcastCreateBody = z.object({
  name: podcastFields.name,
  host: podcastFields.host.default(''),
  category: podcastFields.category.default(''),
  audienceNotes: podcastFields.audienceNotes.default(''),
  description: podcastFields.description.default(''),
  websiteUrl: podcastFields.websiteUrl.optional(),
  imageUrl: podcastFields.imageUrl.optional(),
  links: podcastFields.links.default([]),
  feedUrl: podcastFields.feedUrl.optional(),
});
export type AdminPodcastCreateBody = z.input<typeof adminPodcastCreateBody>;
export type AdminPodcastCreate = z.infer<typeof adminPodcastCreateBody>;

/** PATCH /api/admin/podcasts/{id} body: the show details to change (at least one). */
export const adminPodcastEditBody = z
  .object(podcastFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field');
export type AdminPodcastEdit = z.infer<typeof adminPodcastEditBody>;

/** GET /api/admin/podcast-options query: the name (or host) typed so far, or the id of the one podcast wanted. */
export const podcastOptionsQuery = z.object({ q: text().trim().max(200).default(''), id: paramId().optional() });

/** A podcast as the episode editor's picker offers it. */
const podcastOption = z.object({ id: z.number(), name: z.string(), host: z.string() });

/** The podcast picker's options. */
export const podcastOptionList = z.array(podcastOption);
export type PodcastOption = z.infer<typeof podcastOption>;

/** GET /api/admin/podcast-categories answer: every category podcasts carry, alphabetically. */
export const podcastCategories = z.array(z.string());
