import { z } from 'zod';
import { adminListPage, adminListQuery, queryFlag } from '@shared/api/admin-lists';
import { httpUrl, text } from '@shared/api/fields';
import { normalizeCategories, PROFILE_LIMITS } from '../profile-editing';
import { profileLinkFields } from './clients';

/** What /admin/directory sorts by. */
export const ADMIN_CLIENT_SORTS = ['name', 'updated', 'created', 'id'] as const;

/** Which profiles /admin/directory shows: live (not archived, the default), archived, or all. */
const ADMIN_CLIENT_STATUSES = ['live', 'archived', 'all'] as const;

/** Limits of the admin client editor (the guest edit page's limits, with room for more categories). */
export const ADMIN_CLIENT_LIMITS = {
  slugMax: 100,
  categoriesMax: 20,
  recordidMax: 100,
  sampleQuestionsMax: 30_000,
} as const;

/** A profile address: lowercase letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A category name as a path or body carries it: trimmed, 1 to 60 characters. */
const categoryName = () =>
  text().trim().min(1, 'Enter a category').max(PROFILE_LIMITS.categoryMax, `A category must be at most ${PROFILE_LIMITS.categoryMax} characters`);

/** GET /api/admin/clients query: paging, sort, q (name, slug, headline), status, featured and category. */
export const adminClientsQuery = adminListQuery(ADMIN_CLIENT_SORTS, 'name', {
  status: z.enum(ADMIN_CLIENT_STATUSES).default('live'),
  featured: queryFlag().optional(),
  category: categoryName().optional(),
});
export type AdminClientsQuery = z.infer<typeof adminClientsQuery>;

/** A profile in the admin directory list. `hiddenReason` says why a live profile is not in the public directory. */
const adminClientRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  photo: z.string().nullable(),
  featured: z.boolean(),
  categories: z.array(z.string()),
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
  listed: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminClientRow = z.infer<typeof adminClientRow>;

/** GET /api/admin/clients answer. */
export const adminClientsPage = adminListPage(adminClientRow);

/** An optional address: null clears it; otherwise an absolute http(s) URL. */
const link = () => httpUrl().nullable();

/** The editable fields of a client (all but its media images), as a create or a patch sends them. */
const clientFields = {
  slug: text()
    .trim()
    .max(ADMIN_CLIENT_LIMITS.slugMax, `The slug must be at most ${ADMIN_CLIENT_LIMITS.slugMax} characters`)
    .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens (e.g. ada-lovelace)'),
  name: text()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'Enter a name').max(PROFILE_LIMITS.nameMax, `The name must be at most ${PROFILE_LIMITS.nameMax} characters`)),
  headline: text()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(PROFILE_LIMITS.headlineMax, `The headline must be at most ${PROFILE_LIMITS.headlineMax} characters`)),
  narrativeBio: text()
    .trim()
    .max(PROFILE_LIMITS.bioMax, `The bio must be at most ${PROFILE_LIMITS.bioMax.toLocaleString('en-US')} characters`),
  localimage: text()
    .trim()
    .max(PROFILE_LIMITS.urlMax)
    .refine(
      (value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:\/\//i.test(value),
      'Enter an uploaded file name, a /uploads/ path or an http(s) address',
    )
    .nullable(),
  profileImage: link(),
  linkedinImgUrl: link(),
  featured: z.boolean({ error: 'Choose whether the profile is featured' }),
  goaCategories: z
    .array(categoryName(), { error: 'Categories must be a list of names' })
    .max(100, 'Too many categories')
    .transform(normalizeCategories)
    .refine((list) => list.length <= ADMIN_CLIENT_LIMITS.categoriesMax, `A profile may have at most ${ADMIN_CLIENT_LIMITS.categoriesMax} categories`),
  linkedinUrl: link(),
  instagramUrl: link(),
  facebookUrl: link(),
  websiteUrl: link(),
  youtubeUrl: link(),
  bookUrl: link(),
  recordid: text()
    .trim()
    .max(ADMIN_CLIENT_LIMITS.recordidMax)
    .regex(/^[A-Za-z0-9_-]*$/, 'A record id has letters, digits, _ and - only (e.g. recA1b2C3)')
    .transform((value) => value || null)
    .nullable(),
  sampleQuestions: text().max(
    ADMIN_CLIENT_LIMITS.sampleQuestionsMax,
    `Sample questions must be at most ${ADMIN_CLIENT_LIMITS.sampleQuestionsMax.toLocaleString('en-US')} characters`,
  ),
};

const unknownKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : 'The client must be an object',
};

/** PATCH /api/admin/clients/{id} body: any subset of the fields (only those sent change). */
export const adminClientPatch = z.strictObject(
  Object.fromEntries(Object.entries(clientFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof clientFields]: z.ZodOptional<(typeof clientFields)[K]>;
  },
  unknownKeys,
);
export type AdminClientPatch = z.input<typeof adminClientPatch>;
/** The client columns a patch writes, once validated. */
export type AdminClientFields = z.output<typeof adminClientPatch>;

/** POST /api/admin/clients body: a name, and any other field (without a slug, one is made from the name). */
export const adminClientCreate = adminClientPatch.extend({ name: clientFields.name });
export type AdminClientCreate = z.input<typeof adminClientCreate>;

/** One client, every field, as the admin editor reads it. */
export const adminClientDetail = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  narrativeBio: z.string(),
  localimage: z.string().nullable(),
  profileImage: z.string().nullable(),
  linkedinImgUrl: z.string().nullable(),
  /** The photo as the public profile shows it (localimage resolved, else profileImage). */
  photo: z.string().nullable(),
  featured: z.boolean(),
  goaCategories: z.array(z.string()),
  ...profileLinkFields,
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  listed: z.boolean(),
  /** Former slugs that redirect here. */
  oldSlugs: z.array(z.string()),
  /** The record in Airtable, or null when it has no record id or Airtable isn't configured. */
  airtableUrl: z.string().nullable(),
  /** Whether AIRTABLE_BASE_ID and AIRTABLE_CLIENTS_TABLE are set. */
  airtableConfigured: z.boolean(),
});
export type AdminClientDetail = z.infer<typeof adminClientDetail>;

/** A category with how many profiles (archived included) carry it. */
const adminCategory = z.object({ name: z.string(), count: z.number().int() });
export type AdminCategory = z.infer<typeof adminCategory>;

/** GET /api/admin/categories answer: every category, with its count. */
export const adminCategoryList = z.array(adminCategory);

/** /api/admin/categories/{name} path. */
export const categoryParams = z.object({ name: categoryName() });

/** PUT /api/admin/categories/{name} body: the new name. */
export const categoryRenameBody = z.object({ name: categoryName() });
