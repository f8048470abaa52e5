import { z } from 'zod';
import { text } from '../fields';

/** JOE searches terms of this length (shorter ones match too much to be useful; longer ones are not a search). */
export const JOE_TERM = { min: 2, max: 100 } as const;

/** How many results JOE answers per group. */
export const JOE_GROUP_LIMIT = 5;

/** What JOE searches, in the order its groups are shown. */
export const JOE_GROUPS = ['clients', 'videos', 'talkingPoints', 'keyFacts', 'episodes', 'podcasts', 'users'] as const;
type JoeGroup = (typeof JOE_GROUPS)[number];

/** The heading of each group. */
export const JOE_GROUP_LABELS: Record<JoeGroup, string> = {
  clients: 'Clients',
  videos: 'Videos',
  talkingPoints: 'Talking points',
  keyFacts: 'Key facts',
  episodes: 'Episodes',
  podcasts: 'Podcasts',
  users: 'Users',
};

/** GET /api/admin/joe query: the term. */
export const joeQuery = z.object({ q: text().trim().min(JOE_TERM.min).max(JOE_TERM.max) });

/**
 * One result and where its actions go: `open` and `edit` are pages of the app; `approve` (a
 * pending video, by its id) and `impersonate` (a client, by its `slug`: view as) are the
 * addresses of the API's actions, given when the action applies.
 */
const joeResult = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  open: z.string(),
  /** A client's slug (the view-as action's). */
  slug: z.string().optional(),
  edit: z.string().optional(),
  approve: z.string().optional(),
  impersonate: z.string().optional(),
});
export type JoeResult = z.infer<typeof joeResult>;

/** GET /api/admin/joe answer: up to JOE_GROUP_LIMIT results per group. */
export const joeAnswer = z.object(Object.fromEntries(JOE_GROUPS.map((g) => [g, z.array(joeResult)])) as Record<JoeGroup, z.ZodArray<typeof joeResult>>);
export type JoeAnswer = Record<JoeGroup, JoeResult[]>;
