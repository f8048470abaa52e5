import { z } from 'zod';
import { text } from '@shared/api/fields';
import { pageOf, pageQuery } from '@shared/api/paging';

/** A profile as cards and lists show it. featured is the string 'true' or 'false'. */
const clientCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  localimage: z.string().nullable(),
  profileImage: z.string().nullable(),
  linkedinImgUrl: z.string().nullable(),
  featured: z.enum(['true', 'false']),
  goaCategories: z.array(z.string()),
  bioExcerpt: z.string(),
});
export type ClientCard = z.infer<typeof clientCard>;

/** A picture of the Media Pics grid; src is the resolved address. */
export const mediaImage = z.object({
  id: z.number(),
  url: z.string().nullable(),
  src: z.string(),
  localFilename: z.string().nullable(),
  alt: z.string(),
  caption: z.string(),
});
export type MediaImage = z.infer<typeof mediaImage>;

/** What the requesting user may do on a profile, decided by the server from shared/permissions. */
const profileAbilities = z.object({
  manage: z.boolean(),
  editProfile: z.boolean(),
  ownProfileActions: z.boolean(),
  editMedia: z.boolean(),
  manageTalkingPoints: z.boolean(),
  deleteTalkingPoints: z.boolean(),
  manageSampleQuestions: z.boolean(),
  videoScan: z.boolean(),
  viewAs: z.boolean(),
  toggleFeatured: z.boolean(),
  researchLink: z.boolean(),
});
export type ProfileAbilities = z.infer<typeof profileAbilities>;

/** A testimonial the guest chose from a host's feedback and the host agreed to: their words, the show's name, the host's name (null when no longer known) and their rating from 1 to 5 (public). */
const testimonial = z.object({ quote: z.string(), showName: z.string(), hostName: z.string().nullable(), rating: z.number() });

/** A profile's links, its Airtable record id and its sample questions, as the profile and the console's record both answer them. */
export const profileLinkFields = {
  linkedinUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  bookUrl: z.string().nullable(),
  recordid: z.string().nullable(),
  sampleQuestions: z.string(),
};

/** GET /api/clients/{slug}: the whole profile including mediaImages and the approved testimonials, the latest first. */
export const clientDetail = clientCard.omit({ bioExcerpt: true }).extend({
  narrativeBio: z.string(),
  ...profileLinkFields,
  mediaImages: z.array(mediaImage),
  testimonials: z.array(testimonial),
  abilities: profileAbilities,
});
export type ClientDetail = z.infer<typeof clientDetail>;

/** GET /api/clients query: paging plus an optional category. */
export const clientListQuery = pageQuery.extend({
  category: text().trim().min(1).max(100).optional(),
});

/** GET /api/clients/search query: the term must be longer than 2 characters. */
export const clientSearchQuery = pageQuery.extend({
  q: text().trim().min(3, 'Search terms must be at least 3 characters').max(200),
});

/** GET /api/clients/by-id/{clientId} answer. */
export const clientSlugResponse = z.object({ id: z.number(), slug: z.string() });

/** PATCH /api/clients/{id}/feature answer: the client and whether it is now featured. */
export const featureResponse = clientSlugResponse.extend({ featured: z.enum(['true', 'false']) });

/** PATCH /api/clients/{id}/feature body. */
export const featureBody = z.object({ featured: z.boolean({ error: 'Choose whether the profile is featured' }) });

/** A profile keyword. */
export const keyword = z.object({ name: z.string() });

/** A topic from the client's videos, with how many videos carry it. */
const topic = z.object({ name: z.string(), count: z.number() });

/** A talking point. */
export const talkingPoint = z.object({ id: z.number(), talkingPointTitle: z.string(), talkingPointFull: z.string() });
export type TalkingPoint = z.infer<typeof talkingPoint>;

/** GET /api/clients/featured answer: the featured profiles' cards. */
export const clientCardList = z.array(clientCard);

/** GET /api/clients and /api/clients/search answer: a page of profile cards. */
export const clientCardPage = pageOf(clientCard);

/** GET /api/clients/categories answer: the categories' names. */
export const categoryList = z.array(z.string());

/** GET /api/clients/{id}/keywords answer. */
export const keywordList = z.array(keyword);

/** GET /api/clients/{id}/video-keywords answer. */
export const topicList = z.array(topic);

/** GET /api/clients/{id}/talking-points answer. */
export const talkingPointList = z.array(talkingPoint);

/** GET /api/clients/{id}/media-images answer. */
export const mediaImageList = z.array(mediaImage);

/** A profile as the public API gives it (GET /api/v1/profiles/{slug}): without what the caller may do. */
export const publicProfile = clientDetail.omit({ abilities: true });

/** GET /api/avatar query: the name whose initials the avatar shows. */
export const avatarQuery = z.object({ name: text().trim().min(1).max(120) });
