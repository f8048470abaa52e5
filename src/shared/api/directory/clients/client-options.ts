import { z } from 'zod';
import { paramId, text } from '@shared/api/fields';

/** GET /api/admin/client-options query: the name (or slug) typed so far, or the id of the one client wanted. */
export const clientOptionsQuery = z.object({ q: text().trim().max(200).default(''), id: paramId().optional() });

/** A client as admin filters and pickers offer it (archived ones too). */
const clientOption = z.object({ id: z.number(), name: z.string(), slug: z.string(), archived: z.boolean() });
export type ClientOption = z.infer<typeof clientOption>;

/** GET /api/admin/client-options answer: up to a page of matching clients. */
export const clientOptions = z.array(clientOption);
