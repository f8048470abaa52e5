import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOOKING_REQUEST_STATES, RECORDING_FORMATS, RECORDING_SETTINGS } from '../../../shared/api/bookings/requests';
import { oneOf } from '../value-check';
import { clients } from './clients';

/**
 * A host's request for a guest (issue 30): unconfirmed until the host follows the link mailed to
 * them (only its hash is stored), then requested, in the agency's inbox.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BOOKING_REQUEST_STATES }).notNull().default('unconfirmed'),
    hostName: text('host_name').notNull(),
    /** Lower-cased. */
    hostEmail: text('host_email').notNull(),
    showName: text('show_name').notNull(),
    showUrl: text('show_url').notNull(),
    /** The show's link normalized (host without www., path without trailing slash, no query or fragment): the duplicate rule's key. */
    showKey: text('show_key').notNull(),
    /** Self-reported by the host. */
    audienceSize: integer('audience_size'),
    topic: text('topic').notNull(),
    /** The proposed start times, as UTC ISO instants. */
    slots: jsonb('slots').$type<string[]>().notNull(),
    timeZone: text('time_zone').notNull(),
    format: text('format', { enum: RECORDING_FORMATS }).notNull(),
    setting: text('setting', { enum: RECORDING_SETTINGS }).notNull(),
    message: text('message').notNull().default(''),
    hostTokenHash: text('host_token_hash').notNull(),
    /** Until when the host's link works while unconfirmed; null once confirmed (it lives until the booking closes). */
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_requests_host_token_hash_key').on(t.hostTokenHash),
    index('booking_requests_inbox_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('booking_requests_client_idx').on(t.clientId, t.createdAt.desc()),
    index('booking_requests_duplicate_idx').on(t.clientId, t.showKey, t.createdAt),
    index('booking_requests_host_email_idx').on(t.hostEmail, t.createdAt),
    check('booking_requests_status_check', oneOf('status', BOOKING_REQUEST_STATES)),
    check('booking_requests_format_check', oneOf('format', RECORDING_FORMATS)),
    check('booking_requests_setting_check', oneOf('setting', RECORDING_SETTINGS)),
  ],
);

/**
 * A note in a request's thread: a later request for the same guest and show that joined it. The
 * agency reads every note; the host's link shows only those sent from the request's own email.
 */
export const bookingRequestNotes = pgTable(
  'booking_request_notes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Who sent the joining request (lower-cased). */
    hostEmail: text('host_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_request_notes_request_idx').on(t.requestId, t.createdAt)],
);
