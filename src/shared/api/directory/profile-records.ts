import { z } from 'zod';
import { isHttpUrl, text } from '../fields';

/**
 * The records of a profile's subpages (/socials, /bookings, /pr, /awards): social accounts,
 * bookings, press items and awards. One contract per kind, built from the same field helpers;
 * create bodies take every field, edit (PATCH) bodies any of them.
 */

/**
 * Every stage of a booking, in pipeline order, then the three that end one early. A booking made
 * from a host's request starts at `requested`; accepting a slot makes it `held` until the hold is
 * confirmed, declined or runs out (`expired`).
 */
export const BOOKING_STATUSES = ['requested', 'held', 'confirmed', 'recorded', 'published', 'declined', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The stages a person sets by hand on a guest's Bookings page; the others only the booking desk sets. */
export const BOOKING_STAGES = ['requested', 'confirmed', 'recorded', 'published', 'cancelled'] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

/** The kinds of profile record, as their API paths name them (/api/clients/{id}/{kind}, /api/{kind}/{itemId}). */
const RECORD_KINDS = ['socials', 'bookings', 'press', 'awards'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Limits of the record fields (chosen so a name fits a line and notes a few paragraphs). */
export const RECORD_LIMITS = {
  titleMax: 300,
  nameMax: 200,
  handleMax: 100,
  contactMax: 300,
  notesMax: 5_000,
  urlMax: 2_000,
  followersMax: 2_000_000_000,
  /** Awards from before this year are typos. */
  yearMin: 1900,
  /** The earliest and latest years a date field takes. */
  dateYears: { min: 1900, max: 2099 },
  /** How many records of one kind a profile may have. */
  perClient: 200,
} as const;

/** The social platforms a profile may list, stored by id, shown by label. */
export const SOCIAL_PLATFORMS = [
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'x', label: 'X' },
  { id: 'instagram', label: 'Instagram' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'youtube', label: 'YouTube' },
  { id: 'tiktok', label: 'TikTok' },
  { id: 'website', label: 'Website' },
  { id: 'other', label: 'Other' },
] as const;
type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]['id'];
const PLATFORM_IDS = SOCIAL_PLATFORMS.map((p) => p.id) as [SocialPlatform, ...SocialPlatform[]];

/** The label of a platform id ('linkedin' → 'LinkedIn'); an unknown id as it is. */
export function platformLabel(id: string): string {
  return SOCIAL_PLATFORMS.find((p) => p.id === id)?.label ?? id;
}

// ---- field helpers ---------------------------------------------------------------------------

/** Required text, trimmed, with the message when it is empty or too long. */
export const requiredText = (max: number, missing: string, name: string) => text().trim().min(1, missing).max(max, `${name} must be at most ${max} characters`);

/** Optional text stored as '' when empty. */
export const plainText = (max: number, name: string) => text().trim().max(max, `${name} must be at most ${max} characters`);

/** Optional text stored as null when empty ('' and null both clear it). */
export const nullableText = (max: number, name: string) =>
  plainText(max, name)
    .nullable()
    .transform((value) => value || null);

/** An http(s) address; required. */
const requiredUrl = (missing: string) =>
  text()
    .trim()
    .min(1, missing)
    .max(RECORD_LIMITS.urlMax, `The address must be at most ${RECORD_LIMITS.urlMax} characters`)
    .refine(isHttpUrl, 'Enter a full web address starting with http:// or https://');

/** An http(s) address, or null when empty. */
export const nullableUrl = () =>
  text()
    .trim()
    .max(RECORD_LIMITS.urlMax, `The address must be at most ${RECORD_LIMITS.urlMax} characters`)
    .refine((value) => value === '' || isHttpUrl(value), 'Enter a full web address starting with http:// or https://')
    .nullable()
    .transform((value) => value || null);

/** Whether a string is a real calendar date YYYY-MM-DD within the accepted years. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < RECORD_LIMITS.dateYears.min || year > RECORD_LIMITS.dateYears.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date (YYYY-MM-DD), or null when empty. */
export const nullableDate = (name: string) =>
  text()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), `${name} must be a valid date (YYYY-MM-DD)`)
    .nullable()
    .transform((value) => value || null);

/** An instant with its offset (ISO 8601), or null when empty. */
export const nullableInstant = (name: string) =>
  text()
    .trim()
    .refine((value) => {
      if (value === '') return true;
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || !isCalendarDate(value.slice(0, 10))) return false;
      return !Number.isNaN(Date.parse(value));
    }, `${name} must be a valid date and time`)
    .nullable()
    .transform((value) => (value ? new Date(value).toISOString() : null));

/** A whole number in a range, or null. */
const nullableInt = (min: number, max: () => number, message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .refine((value) => value >= min && value <= max(), { error: message })
    .nullable();

/** The latest year an award may carry: next year (an award announced ahead). */
export const latestAwardYear = () => new Date().getUTCFullYear() + 1;

// ---- the four kinds --------------------------------------------------------------------------

const socialFields = {
  platform: z.enum(PLATFORM_IDS, { error: 'Choose a platform from the list' }),
  handle: plainText(RECORD_LIMITS.handleMax, 'The handle'),
  url: requiredUrl('Enter the address of the account'),
  followers: nullableInt(
    0,
    () => RECORD_LIMITS.followersMax,
    () => 'Followers must be a whole number, 0 or more',
  ),
};

const pressFields = {
  title: requiredText(RECORD_LIMITS.titleMax, 'Enter a title', 'The title'),
  outlet: plainText(RECORD_LIMITS.nameMax, 'The outlet'),
  url: nullableUrl(),
  publishedOn: nullableDate('The publishing date'),
};

const awardFields = {
  title: requiredText(RECORD_LIMITS.titleMax, 'Enter a title', 'The title'),
  issuer: plainText(RECORD_LIMITS.nameMax, 'The issuer'),
  year: nullableInt(RECORD_LIMITS.yearMin, latestAwardYear, () => `Enter a year between ${RECORD_LIMITS.yearMin} and ${latestAwardYear()}`),
  url: nullableUrl(),
};

/** A create body: the required fields, the others optional. */
export function createBody<S extends Record<string, z.ZodType>, R extends keyof S>(shape: S, required: R[]) {
  const optional = Object.fromEntries(
    Object.entries(shape)
      .filter(([key]) => !required.includes(key as R))
      .map(([key, schema]) => [key, schema.optional()]),
  );
  return z.strictObject({ ...shape, ...optional } as { [K in keyof S]: K extends R ? S[K] : z.ZodOptional<S[K]> });
}

/** An edit body: any of the fields, at least one. */
export function editBody<S extends Record<string, z.ZodType>>(shape: S) {
  return z
    .strictObject(shape)
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), 'Change at least one field');
}

/** POST /api/clients/{id}/socials body. */
export const socialAccountBody = createBody(socialFields, ['platform', 'url']);
/** PATCH /api/socials/{id} body. */
export const socialAccountEdit = editBody(socialFields);
/** POST /api/clients/{id}/press body. */
export const pressItemBody = createBody(pressFields, ['title']);
/** PATCH /api/press/{id} body. */
export const pressItemEdit = editBody(pressFields);
/** POST /api/clients/{id}/awards body. */
export const awardBody = createBody(awardFields, ['title']);
/** PATCH /api/awards/{id} body. */
export const awardEdit = editBody(awardFields);

// ---- answers ---------------------------------------------------------------------------------

/** A social account of a profile. */
export const socialAccount = z.object({
  id: z.number(),
  platform: z.string(),
  handle: z.string(),
  url: z.string().nullable(),
  followers: z.number().nullable(),
});
export type SocialAccount = z.infer<typeof socialAccount>;
/** GET /api/clients/{id}/socials answer. */
export const socialAccountList = z.array(socialAccount);

/** A press item. */
export const pressItem = z.object({
  id: z.number(),
  title: z.string(),
  outlet: z.string(),
  url: z.string().nullable(),
  publishedOn: z.string().nullable(),
});
export type PressItem = z.infer<typeof pressItem>;
/** GET /api/clients/{id}/press answer. */
export const pressItemList = z.array(pressItem);

/** An award. */
export const award = z.object({
  id: z.number(),
  title: z.string(),
  issuer: z.string(),
  year: z.number().nullable(),
  url: z.string().nullable(),
});
export type Award = z.infer<typeof award>;
/** GET /api/clients/{id}/awards answer. */
export const awardList = z.array(award);
