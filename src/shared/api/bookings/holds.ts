import { z } from 'zod';
import { CHALLENGE_HOURS, HOLD_HOURS, RECONFIRM_HOURS } from './pipeline';

/**
 * The agency's booking settings: how many hours a hold lives before it runs out (its reminder
 * goes at half-time), how many a challenged first hold's host has to confirm or release, and how
 * many before a recording both sides are asked to reconfirm it.
 * GET /api/admin/booking-settings answers it; PUT takes and answers it.
 */
export const bookingSettings = z.object({
  holdHours: z
    .number({ error: 'Enter the hold length in hours' })
    .int('Enter a whole number of hours')
    .min(HOLD_HOURS.min, `A hold lasts at least ${HOLD_HOURS.min} hour`)
    .max(HOLD_HOURS.max, `A hold lasts at most ${HOLD_HOURS.max} hours (30 days)`),
  challengeHours: z
    .number({ error: 'Enter the time to answer a challenge in hours' })
    .int('Enter a whole number of hours')
    .min(CHALLENGE_HOURS.min, `A challenge gives at least ${CHALLENGE_HOURS.min} hour`)
    .max(CHALLENGE_HOURS.max, `A challenge gives at most ${CHALLENGE_HOURS.max} hours (14 days)`),
  reconfirmHours: z
    .number({ error: 'Enter when to ask for reconfirmation, in hours before the recording' })
    .int('Enter a whole number of hours')
    .min(RECONFIRM_HOURS.min, `Ask at least ${RECONFIRM_HOURS.min} hours before (the agency hears at 24)`)
    .max(RECONFIRM_HOURS.max, `Ask at most ${RECONFIRM_HOURS.max} hours (14 days) before`),
});
export type BookingSettings = z.infer<typeof bookingSettings>;
