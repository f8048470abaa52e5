import { DESK_EDIT_REFUSED, DESK_HAND_MOVES, STATUS_LABELS } from '@shared/api/bookings/pipeline';
import { BOOKING_STAGES, RECORD_LIMITS } from '@shared/api/directory/profile-records';
import { type Booking, bookingBody, bookingEdit } from '@shared/api/bookings/booking-records';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { zoneLabel } from '@shared/dates';
import type { KindConfig, LockedFields } from '@client/features/directory/profile-records/record-kinds';
import { bookingKeys } from '../booking-keys';
import { browserTimeZone } from '../requests/slot-times';

/** /profile/{slug}/bookings (its list is the pipeline of BookingsPage). */
export const bookingsConfig: KindConfig<Booking> = {
  kind: 'bookings',
  routes: bookingsRoutes.records,
  title: 'Bookings',
  noun: 'Booking',
  plural: 'bookings',
  privateToManagers: true,
  intro: (name) => `Shows and events booked for ${name}, from the request to the published episode. Times in ${zoneLabel(browserTimeZone())}.`,
  fields: [
    { name: 'showName', label: 'Show', type: 'text', required: true, maxLength: RECORD_LIMITS.nameMax },
    { name: 'status', label: 'Stage', type: 'select', options: BOOKING_STAGES.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
    { name: 'hostName', label: 'Host name', type: 'text', maxLength: RECORD_LIMITS.nameMax },
    { name: 'hostContact', label: 'Host contact', type: 'text', maxLength: RECORD_LIMITS.contactMax, hint: 'Email or phone' },
    { name: 'scheduledFor', label: 'Scheduled for', type: 'datetime' },
    { name: 'recordedOn', label: 'Recorded on', type: 'date' },
    { name: 'publishedOn', label: 'Published on', type: 'date' },
    { name: 'releaseUrl', label: 'Release link', type: 'url', maxLength: RECORD_LIMITS.urlMax },
    {
      name: 'feedUrl',
      label: 'Show’s RSS feed',
      type: 'url',
      maxLength: RECORD_LIMITS.urlMax,
      hint: 'Optional: the release is noticed by itself when the episode appears in it',
    },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: RECORD_LIMITS.notesMax, wide: true },
  ],
  schema: bookingBody,
  itemTitle: (item) => item.showName,
  details: () => null,
  locked: bookingLockedFields,
  removable: (booking) => !booking.fromRequest,
  alsoRefresh: [bookingKeys.releasesOverdue],
};

/** Every field of a booking's form but its notes: what the desk keeps while it has the booking. */
const ALL_BUT_NOTES = ['showName', 'status', 'hostName', 'hostContact', 'scheduledFor', 'recordedOn', 'publishedOn', 'releaseUrl', 'feedUrl'] as const;

/**
 * What the edit form of a booking from a host's request leaves out (the server refuses changing
 * it): its show and host always, and its stage (moved on the card, as the desk allows); everything
 * but the notes while the desk has it (before confirmed, or closed).
 */
function bookingLockedFields(booking: Booking): LockedFields | undefined {
  if (!booking.fromRequest) return undefined;
  if (!(booking.status in DESK_HAND_MOVES)) return { names: ALL_BUT_NOTES, note: DESK_EDIT_REFUSED, schema: bookingEdit };
  return {
    names: ['showName', 'status', 'hostName', 'hostContact'],
    note: 'The show and the host come from the host’s request; move the stage on the booking’s card.',
    schema: bookingEdit,
  };
}
