import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FEEDBACK_LIMITS } from '@shared/api/bookings/feedback';
import { BOOKING_LINK_PURPOSES, CANCELLERS, HOLD_AWAITING, NO_SHOW_PARTIES, NO_SHOW_REPORTERS, NOTE_AUTHORS, NOTE_KINDS } from '@shared/api/bookings/pipeline';
import { BOOKING_STATUSES } from '@shared/api/directory/profile-records';
import { PITCH_EVENT_KINDS } from '@shared/api/bookings/pitches';
import { BOOKING_REQUEST_STATES, RECORDING_FORMATS, RECORDING_SETTINGS } from '@shared/api/bookings/requests';
import { oneOf } from '../value-check';
import { clients } from './clients';
import { episodes, podcastFeeds } from './podcasts';
import { users } from './users';
import { belongsTo, createdAtColumn } from './columns';

/**
 * A host's request for a guest: unconfirmed until the host follows the link mailed to
 * them (only its hash is stored), then requested, in the agency's inbox.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
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
    /** The pitch page the request was sent from, if any (its timeline counts it). */
    pitchId: integer('pitch_id').references((): AnyPgColumn => pitches.id, { onDelete: 'set null' }),
    /** Until when the host's link works while unconfirmed; null once confirmed (it lives until the booking closes). */
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_requests_inbox_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('booking_requests_client_idx').on(t.clientId, t.createdAt.desc()),
    index('booking_requests_duplicate_idx').on(t.clientId, t.showKey, t.createdAt),
    // a show's no-shows over every guest's bookings
    index('booking_requests_show_key_idx').on(t.showKey),
    index('booking_requests_host_email_idx').on(t.hostEmail, t.createdAt),
    check('booking_requests_status_check', oneOf('status', BOOKING_REQUEST_STATES)),
    check('booking_requests_format_check', oneOf('format', RECORDING_FORMATS)),
    check('booking_requests_setting_check', oneOf('setting', RECORDING_SETTINGS)),
  ],
);

/**
 * A line of a request's thread: a later request for the same guest and show that joined it, the
 * agency's questions, proposals, decline and updates (mailed to the host), and the host's replies
 * and picks through their link. The agency reads every line; the host's link shows only those of
 * the request's own email (the agency's lines carry it too).
 */
export const bookingRequestNotes = pgTable(
  'booking_request_notes',
  {
    id: serial('id').primaryKey(),
    requestId: belongsTo('request_id', () => bookingRequests.id),
    body: text('body').notNull(),
    /** The host the line is from or for (lower-cased): a joining request's sender, or the request's own host. */
    hostEmail: text('host_email').notNull(),
    author: text('author', { enum: NOTE_AUTHORS }).notNull().default('host'),
    kind: text('kind', { enum: NOTE_KINDS }).notNull().default('joined'),
    /** The agency member who wrote an agency line. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The times a proposal offers, or the one a pick chose (UTC instants). */
    slots: jsonb('slots').$type<string[]>(),
    /** A host's reply the agency has not been mailed yet: the replies' job mails it, with the thread's others, a few minutes after the first. */
    agencyMailPending: boolean('agency_mail_pending').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('booking_request_notes_request_idx').on(t.requestId, t.createdAt),
    // the replies' job: the replies waiting for their mail to the agency
    index('booking_request_notes_agency_mail_idx').on(t.requestId, t.createdAt).where(sql`agency_mail_pending`),
    check('booking_request_notes_author_check', oneOf('author', NOTE_AUTHORS)),
    check('booking_request_notes_kind_check', oneOf('kind', NOTE_KINDS)),
  ],
);

/**
 * A booking of the client on a show or event, in the pipeline of BOOKING_STATUSES. One made from
 * a host's request keeps its request (requestId): its hold, its calendar invitations and the
 * host's links. recordedOn is when the episode was recorded; a booking recorded more than
 * RELEASE_FOLLOW_UP_DAYS days ago, not published, without a releaseUrl is flagged 'Release overdue'.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    showName: text('show_name').notNull(),
    hostName: text('host_name'),
    hostContact: text('host_contact'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('requested'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    recordedOn: date('recorded_on'),
    publishedOn: date('published_on'),
    releaseUrl: text('release_url'),
    notes: text('notes').notNull().default(''),
    requestId: integer('request_id').references(() => bookingRequests.id, { onDelete: 'set null' }),
    /** While held: when the hold runs out, who it waits on, when they are due a reminder (half-time) and when it went (once). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    holdAwaiting: text('hold_awaiting', { enum: HOLD_AWAITING }),
    holdRemindAt: timestamp('hold_remind_at', { withTimezone: true }),
    holdRemindedAt: timestamp('hold_reminded_at', { withTimezone: true }),
    /** Where the recording happens (a call link), sent with the calendar invitation. */
    recordingLink: text('recording_link'),
    /** How long the recording is expected to take, in minutes (the calendar entry's length). */
    recordingMinutes: integer('recording_minutes').notNull().default(60),
    /** The calendar invitation's SEQUENCE: 0 before any was sent, raised by each update. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Why the agency or the guest declined. */
    declineReason: text('decline_reason'),
    /** The show's feed, from the host's request, the booking form or the podcast of the same name: where its release is looked for. */
    feedId: integer('feed_id').references((): AnyPgColumn => podcastFeeds.id, { onDelete: 'set null' }),
    /** When the agency last mailed the host about a release overdue (the follow-up's draft, sent). */
    releaseFollowUpSentAt: timestamp('release_follow_up_sent_at', { withTimezone: true }),
    /** The recording time the day's and the hour's reminders went out for (moving the time arms them again). */
    remindedDayFor: timestamp('reminded_day_for', { withTimezone: true }),
    remindedHourFor: timestamp('reminded_hour_for', { withTimezone: true }),
    /** Who did not show up for the recording (null: nobody said so), who said so, and when. */
    noShow: text('no_show', { enum: NO_SHOW_PARTIES }),
    noShowBy: text('no_show_by', { enum: NO_SHOW_REPORTERS }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** A new time one side proposed for a confirmed recording, and who (the other side accepts or keeps the time). */
    rescheduleSlot: timestamp('reschedule_slot', { withTimezone: true }),
    rescheduleBy: text('reschedule_by', { enum: CANCELLERS }),
    /** Who cancelled a confirmed booking through the desk (null: not cancelled so, or by a hand move), and why. */
    cancelledBy: text('cancelled_by', { enum: CANCELLERS }),
    cancelReason: text('cancel_reason'),
    /**
     * Reconfirmation, each noted with the recording time it was for (moving the time asks again):
     * when both sides were asked, when the host and the guest's side said yes, when the agency was
     * told it was still missing a day before.
     */
    reconfirmAskedFor: timestamp('reconfirm_asked_for', { withTimezone: true }),
    hostReconfirmedFor: timestamp('host_reconfirmed_for', { withTimezone: true }),
    guestReconfirmedFor: timestamp('guest_reconfirmed_for', { withTimezone: true }),
    reconfirmFlaggedFor: timestamp('reconfirm_flagged_for', { withTimezone: true }),
    /** A later hold on a time another show holds first: the first hold it waits behind, and since when (its place in line). */
    queuedBehind: integer('queued_behind').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** When the agency challenged this first hold for a later one (its expiry then became the deadline to confirm or release). */
    challengedAt: timestamp('challenged_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_client_id_idx').on(t.clientId, t.scheduledFor),
    // the team's list of recorded bookings still waiting for their release link
    index('bookings_release_missing_idx').on(t.recordedOn).where(sql`release_url IS NULL AND status <> 'cancelled'`),
    uniqueIndex('bookings_request_id_key').on(t.requestId),
    // a show's record: the bookings of its feed
    index('bookings_feed_idx').on(t.feedId),
    // release detection: the recorded bookings of a feed
    index('bookings_recorded_feed_idx').on(t.feedId).where(sql`status = 'recorded'`),
    // the holds job: held bookings by expiry
    index('bookings_hold_due_idx').on(t.holdExpiresAt).where(sql`status = 'held'`),
    // the recordings' reminders: confirmed bookings by time
    index('bookings_confirmed_time_idx').on(t.scheduledFor).where(sql`status = 'confirmed'`),
    // the holds queued behind a first hold, in line
    index('bookings_queued_behind_idx').on(t.queuedBehind, t.queuedAt).where(sql`status = 'held'`),
    // the holds job: reminders due
    index('bookings_hold_remind_idx').on(t.holdRemindAt).where(sql`status = 'held' AND hold_reminded_at IS NULL`),
    check('bookings_status_check', oneOf('status', BOOKING_STATUSES)),
    check('bookings_hold_awaiting_check', oneOf('hold_awaiting', HOLD_AWAITING)),
    check('bookings_no_show_check', oneOf('no_show', NO_SHOW_PARTIES)),
    check('bookings_no_show_by_check', oneOf('no_show_by', NO_SHOW_REPORTERS)),
    check('bookings_cancelled_by_check', oneOf('cancelled_by', CANCELLERS)),
    check('bookings_reschedule_by_check', oneOf('reschedule_by', CANCELLERS)),
  ],
);

/** A host's feedback on a published booking (private to the agency), and the quote its guest approved for the profile. */
export const bookingFeedback = pgTable(
  'booking_feedback',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAtColumn(),
    /** The words the guest chose to show on their profile, with the host's name and the show's; null: none. */
    testimonialQuote: text('testimonial_quote'),
    testimonialApprovedAt: timestamp('testimonial_approved_at', { withTimezone: true }),
    testimonialApprovedBy: integer('testimonial_approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the host agreed to be quoted (through their `quote` link): only then is the quote shown; null while they have not. */
    testimonialAgreedAt: timestamp('testimonial_agreed_at', { withTimezone: true }),
  },
  (t) => [
    check('booking_feedback_rating_check', sql.raw(`rating BETWEEN ${FEEDBACK_LIMITS.ratingMin} AND ${FEEDBACK_LIMITS.ratingMax}`)),
    // a profile's testimonials
    index('booking_feedback_testimonial_idx').on(t.bookingId).where(sql`testimonial_quote IS NOT NULL`),
  ],
);

/** A pitch page: one to five guests offered to one show, behind an unguessable link (its hash only) that expires and can be revoked. */
export const pitches = pgTable(
  'pitches',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    showName: text('show_name').notNull(),
    showUrl: text('show_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('pitches_token_hash_key').on(t.tokenHash), index('pitches_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** A guest offered on a pitch page, in its order, with the agency's line on why they fit and the sample questions picked for the show. */
export const pitchGuests = pgTable(
  'pitch_guests',
  {
    pitchId: belongsTo('pitch_id', () => pitches.id),
    clientId: belongsTo('client_id', () => clients.id),
    position: integer('position').notNull().default(0),
    line: text('line').notNull(),
    questions: jsonb('questions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.pitchId, t.clientId] }), index('pitch_guests_client_idx').on(t.clientId)],
);

/** What happened on a pitch link, first-party (no address, no cookie): the agency's timeline. */
export const pitchEvents = pgTable(
  'pitch_events',
  {
    id: serial('id').primaryKey(),
    pitchId: belongsTo('pitch_id', () => pitches.id),
    kind: text('kind', { enum: PITCH_EVENT_KINDS }).notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('pitch_events_pitch_idx').on(t.pitchId, t.createdAt), check('pitch_events_kind_check', oneOf('kind', PITCH_EVENT_KINDS))],
);

/**
 * A link mailed for the booking desk: only its SHA-256 is kept. Each is single-purpose: `host`
 * opens a host's request (every mail to the host carries a fresh one, all alive until the booking
 * closes), `approval` lets a guest who approves each show answer one hold (until it runs out),
 * `feedback` lets the host rate a published booking (until expiresAt), `quote` lets the host agree
 * once to the quote the guest chose from their feedback (until expiresAt).
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: BOOKING_LINK_PURPOSES }).notNull(),
    requestId: integer('request_id').references(() => bookingRequests.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** null: lives as long as the booking is open. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('booking_links_request_idx').on(t.requestId),
    index('booking_links_booking_idx').on(t.bookingId),
    check('booking_links_purpose_check', oneOf('purpose', BOOKING_LINK_PURPOSES)),
  ],
);

/**
 * The promo kit of a published appearance: two share cards rendered by the server
 * (1080×1080 and 1200×630, in storage under these keys), the episode's links from the feed, and
 * suggested post text. `seenAt`: when the guest's side first opened it (until then the app points
 * to it); `emailedAt`: when "ready" went out; `guestUsedAt`: when the guest's own people (their
 * guest or team account, not the agency nor an admin viewing as them) first opened the kits page
 * with it there or downloaded one of its cards, the event the guest's record counts.
 */
export const promoKits = pgTable(
  'promo_kits',
  {
    episodeId: integer('episode_id')
      .primaryKey()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    clientId: belongsTo('client_id', () => clients.id),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    squareKey: text('square_key').notNull(),
    wideKey: text('wide_key').notNull(),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    postText: text('post_text').notNull(),
    createdAt: createdAtColumn(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    guestUsedAt: timestamp('guest_used_at', { withTimezone: true }),
  },
  (t) => [index('promo_kits_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * A guest's private calendar subscription address: the hash of its token (the address is shown
 * once, when made or renewed), one per client. Renewing replaces the row, and the old address
 * stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAtColumn(),
});

/**
 * A guest's own calendar, read for their busy times: its private address sealed (AES-256-GCM
 * under a key from SESSION_SECRET) and a hint of it that is all anyone is shown back, the
 * validators of its last answer for a conditional GET, and how its last read went.
 */
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    addressSealed: text('address_sealed').notNull(),
    addressHint: text('address_hint').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    readAt: timestamp('read_at', { withTimezone: true }),
    readOkAt: timestamp('read_ok_at', { withTimezone: true }),
    failure: text('failure'),
    busyCount: integer('busy_count').notNull().default(0),
    nextReadAt: timestamp('next_read_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('busy_calendars_next_read_idx').on(t.nextReadAt)],
);

/** The times a guest's own calendar marks busy (no titles, no details: only when), replaced at each read. */
export const busyTimes = pgTable(
  'busy_times',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('busy_times_client_idx').on(t.clientId, t.startsAt), check('busy_times_order_check', sql`${t.endsAt} > ${t.startsAt}`)],
);
