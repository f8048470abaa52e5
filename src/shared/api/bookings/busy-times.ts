import { z } from 'zod';
import { text } from '../fields';

/** What a guest's Bookings page says of their own calendar's busy times: the address (a hint, never the whole) and how its last read went. */
export const busyCalendarState = z.object({
  /** The address in use, as a hint ("calendar.google.com/…/basic.ics") and since when; null: none given. */
  address: z.object({ hint: z.string(), since: z.string() }).nullable(),
  /** The last read: when it was tried, when one last worked, why the last failed (plain words; null when it worked), how many busy times it holds. */
  read: z.object({ at: z.string().nullable(), okAt: z.string().nullable(), failure: z.string().nullable(), busyCount: z.number().int() }).nullable(),
});
export type BusyCalendarState = z.infer<typeof busyCalendarState>;

/** The longest calendar address taken. */
const MAX_ADDRESS = 2_000;

/** The refusal of text that is no calendar address. */
export const NOT_A_CALENDAR_ADDRESS = 'Paste your calendar’s private address: it starts with https:// or webcal://';

/** A calendar's private address as pasted: https, http or webcal (read as https), without a user name or password in it. */
export const busyCalendarBody = z.object({
  address: text()
    .trim()
    .min(1, NOT_A_CALENDAR_ADDRESS)
    .max(MAX_ADDRESS, `A calendar address has at most ${MAX_ADDRESS} characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return ['https:', 'http:', 'webcal:', 'webcals:'].includes(url.protocol) && url.hostname !== '' && !url.username && !url.password;
      } catch {
        return false;
      }
    }, NOT_A_CALENDAR_ADDRESS),
});

/** The refusal of a time the guest's own calendar marks busy, naming it in the reader's zone. */
export const guestBusy = (guest: string, when: string) => `${guest}’s own calendar shows them busy then (${when}): pick another time.`;
