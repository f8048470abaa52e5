import { z } from 'zod';
import { ADMIN_BULK_LIMIT } from '../admin-lists';
import { bodyId } from '../fields';

/** What the profile spider reports: a link or image that does not answer, a missing field, a bio the directory hides. */
export const PROFILE_FINDING_KINDS = ['dead-link', 'missing-field', 'hidden-bio'] as const;
type ProfileFindingKind = (typeof PROFILE_FINDING_KINDS)[number];

/** How each finding kind is titled on the report. */
export const PROFILE_FINDING_LABELS: Record<ProfileFindingKind, string> = {
  'dead-link': 'Dead links',
  'missing-field': 'Missing fields',
  'hidden-bio': 'Hidden bios',
};

/** The 400 of a run that does not say what to check. */
const CHOOSE_WHAT_TO_CHECK = 'Choose what to check: every client, or the clients you pick';

/**
 * POST /api/admin/profile-spider/run body, said outright: `{ all: true }` checks every live client,
 * `{ clientIds }` the chosen ones. Anything else (no body, null, an empty object, both) is a 400:
 * a full run is never started by a body that forgot to say so.
 */
export const runProfileSpiderBody = z
  .object(
    {
      all: z.literal(true, { error: CHOOSE_WHAT_TO_CHECK }).optional(),
      clientIds: z
        .array(bodyId())
        .min(1, 'Choose at least one client, or check every client')
        .max(ADMIN_BULK_LIMIT, `At most ${ADMIN_BULK_LIMIT} clients at a time`)
        .refine((ids) => new Set(ids).size === ids.length, 'Each client may appear once')
        .optional(),
    },
    { error: CHOOSE_WHAT_TO_CHECK },
  )
  .refine((body) => (body.all === true) !== (body.clientIds !== undefined), { error: CHOOSE_WHAT_TO_CHECK });
export type RunProfileSpiderBody = z.infer<typeof runProfileSpiderBody>;
