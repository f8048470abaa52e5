import { z } from 'zod';
import { adminListPage, adminListQuery } from '@shared/api/admin-lists';
import { text } from '@shared/api/fields';

/** A client's slug in a retrieval request. */
const clientSlug = text().trim().min(1, 'Choose a client').max(200);

/** POST /api/admin/image-audit/retrieve-airtable: fetch the client's photo from their Airtable record, validate it and store it. */
export const retrieveImageBody = z.object({
  clientSlug,
  /** The photo address the page showed (optional; the server always reads the record's photo attachment). */
  imageUrl: text().max(2_000).optional(),
});

/** What the image validation found: usable or not, and why not. */
const imageValidation = z.object({ isValid: z.boolean(), issues: z.array(z.string()) });

/** The answer of retrieve-airtable: success, a message for the toast, and whether the image passed validation. */
export const retrieveImageResult = z.object({
  success: z.boolean(),
  message: z.string(),
  result: z.object({ validationResult: imageValidation, localimage: z.string().nullable() }).optional(),
});
export type RetrieveImageResult = z.infer<typeof retrieveImageResult>;

/** The body of every other retrieval: the client. */
export const retrieveClientBody = z.object({ clientSlug });

/** retrieve-airtable-data's answer (the client's fields from their record). */
export const retrieveDataResult = z.object({ success: z.boolean(), message: z.string() });
export type RetrieveDataResult = z.infer<typeof retrieveDataResult>;

/** retrieve-media-images, retrieve-talking-points and retrieve-sample-questions answer a message. */
export const retrieveMessage = z.object({ message: z.string() });
export type RetrieveMessage = z.infer<typeof retrieveMessage>;

/** The state of a client's photo as the auditor sees it. */
export const PHOTO_STATES = ['present', 'missing', 'broken', 'low-resolution', 'not-square'] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];

/** GET /api/admin/image-audit/stats: clients per photo state, and whether Airtable is configured. */
export const imageAuditStats = z.object({
  total: z.number().int(),
  states: z.record(z.enum(PHOTO_STATES), z.number().int()),
  airtableConfigured: z.boolean(),
});
export type ImageAuditStats = z.infer<typeof imageAuditStats>;

/** GET /api/admin/image-audit/clients: the list, filtered by state and searched by name. */
export const imageAuditQuery = adminListQuery(['name'] as const, 'name', { state: z.enum(PHOTO_STATES).optional() });
export type ImageAuditQuery = z.infer<typeof imageAuditQuery>;

/** One client in the auditor. */
const imageAuditClient = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  recordid: z.string().nullable(),
  localimage: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  state: z.enum(PHOTO_STATES),
  /** Why the state is what it is, for people ("412 × 300 px: under 400 px"). */
  detail: z.string(),
});
export type ImageAuditClient = z.infer<typeof imageAuditClient>;
export const imageAuditPage = adminListPage(imageAuditClient);
