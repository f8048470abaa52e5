import { z } from 'zod';
import { text } from '../fields';

/** The 404 of a calendar address that was renewed, stopped or never made. */
export const CALENDAR_FEED_INVALID = 'This calendar address no longer works: ask for the new one on your Bookings page.';

/** A guest's calendar subscription as their Bookings page reads it: when the address in use was made (null: none). */
export const calendarFeedState = z.object({ since: z.string().nullable() });
export type CalendarFeedState = z.infer<typeof calendarFeedState>;

/**
 * A new calendar address, shown this once: `webcal` opens the calendar app's subscribe screen,
 * `https` is the same address for apps that ask for one (Google Calendar's "From URL").
 */
export const calendarFeedMade = z.object({ since: z.string(), webcal: z.string(), https: z.string() });
export type CalendarFeedMade = z.infer<typeof calendarFeedMade>;

/** The token of a calendar address. */
export const calendarFeedTokenParams = z.object({ token: text().min(16, CALENDAR_FEED_INVALID).max(128, CALENDAR_FEED_INVALID) });
