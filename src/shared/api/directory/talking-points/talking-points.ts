import { z } from 'zod';
import { bodyId, text } from '@shared/api/fields';

/** Limits of a talking point (chosen so a title fits a line and the full text a few paragraphs). */
export const TALKING_POINT_LIMITS = {
  titleMax: 200,
  fullMax: 5_000,
  /** How many talking points one client may have. */
  perClient: 100,
} as const;

/** POST /api/clients/{id}/talking-points and PATCH /api/talking-points/{id} body: the title and the full text. */
export const talkingPointBody = z.object({
  talkingPointTitle: text()
    .trim()
    .min(1, 'Enter a title')
    .max(TALKING_POINT_LIMITS.titleMax, `The title must be at most ${TALKING_POINT_LIMITS.titleMax} characters`),
  talkingPointFull: text().trim().max(TALKING_POINT_LIMITS.fullMax, `The full text must be at most ${TALKING_POINT_LIMITS.fullMax} characters`).default(''),
});
export type TalkingPointBody = z.input<typeof talkingPointBody>;

/**
 * PUT /api/clients/{id}/talking-points/order body: the client's talking points in their new order.
 * Points the list leaves out (say one added meanwhile in another tab) keep their order after it.
 */
export const talkingPointOrderBody = z.object({
  ids: z
    .array(bodyId())
    .max(1_000, 'Too many ids')
    .refine((ids) => new Set(ids).size === ids.length, 'Each talking point may appear only once'),
});
