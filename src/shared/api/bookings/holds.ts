import { z } from 'zod';
import { HOLD_HOURS } from './pipeline';

/**
 * The agency's booking settings: how many hours a hold lives before it runs out (its reminder
 * goes at half-time). GET /api/admin/booking-settings answers it; PUT takes and answers it.
 */
export const bookingSettings = z.object({
  holdHours: z
    .number({ error: 'Enter the hold length in hours' })
    .int('Enter a whole number of hours')
    .min(HOLD_HOURS.min, `A hold lasts at least ${HOLD_HOURS.min} hour`)
    .max(HOLD_HOURS.max, `A hold lasts at most ${HOLD_HOURS.max} hours (30 days)`),
});
export type BookingSettings = z.infer<typeof bookingSettings>;
