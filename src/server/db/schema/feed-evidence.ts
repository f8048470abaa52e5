import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPEARANCE_MATCH_STATUSES, MATCH_SIGNALS, type MatchEvidence, VERIFIED_BASES } from '@shared/api/directory/appearances/feeds';
import { oneOf } from '../value-check';
import { bookingRequests, bookings } from './bookings';
import { clients } from './clients';
import { episodes, feedEpisodes, podcastFeeds } from './podcasts';
import { users } from './users';

// What ties a feed to the bookings: the tags proving who owns it, and its episodes matched to guests.

/**
 * A tag that proves who owns a feed (stored as its SHA-256 only): given to the host of a
 * confirmed request for their show's feed, or by an admin; found once in the feed's channel
 * (`podcast:txt` purpose verify) before it expires, it proves the feed.
 */
export const feedOwnershipTags = pgTable(
  'feed_ownership_tags',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => podcastFeeds.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The host's request it was given through; null: given by an admin. */
    requestId: integer('request_id').references(() => bookingRequests.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a read of the feed found it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('feed_ownership_tags_hash_key').on(t.tokenHash), index('feed_ownership_tags_feed_idx').on(t.feedId, t.createdAt)],
);

/**
 * A feed episode matched to a guest, with the signal and the evidence: verified (then `episodeId`
 * is the appearance it made or confirmed), suggested (held for review when `heldReason` is set), or
 * rejected (kept so it is never offered again). One per episode and guest.
 */
export const appearanceMatches = pgTable(
  'appearance_matches',
  {
    id: serial('id').primaryKey(),
    feedEpisodeId: integer('feed_episode_id')
      .notNull()
      .references(() => feedEpisodes.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPEARANCE_MATCH_STATUSES }).notNull(),
    /** The strongest signal found. */
    signal: text('signal', { enum: MATCH_SIGNALS }).notNull(),
    evidence: jsonb('evidence').$type<MatchEvidence>().notNull(),
    /** The booking of this guest with this show the episode belongs to, when one does. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The appearance (episodes row) it made or confirmed, once verified. */
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'set null' }),
    /** Who accepted or rejected it (null: verified by the matcher itself, or not decided). */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why a suggestion is held for review rather than published, in plain words (a feed that matched the guest too often at once); null: not held. */
    heldReason: text('held_reason'),
    /** Whether the appearance (`episodeId`) was made for this match, rather than the guest's own self-reported one linked to it. */
    madeAppearance: boolean('made_appearance').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What a verified match rests on (VERIFIED_BASES); null for a suggestion, a rejection, or a verification not yet judged under these rules. */
    basis: text('basis', { enum: VERIFIED_BASES }),
  },
  (t) => [
    uniqueIndex('appearance_matches_key').on(t.feedEpisodeId, t.clientId),
    // verified matches not yet judged under the current rules (the re-judging job's work)
    index('appearance_matches_unjudged_idx').on(t.id).where(sql`status = 'verified' AND basis IS NULL`),
    check('appearance_matches_basis_check', sql`basis IS NULL OR ${oneOf('basis', VERIFIED_BASES)}`),
    index('appearance_matches_client_idx').on(t.clientId, t.status),
    index('appearance_matches_episode_idx').on(t.episodeId).where(sql`episode_id IS NOT NULL`),
    // the held suggestions /admin/podcasts shows for review
    index('appearance_matches_held_idx').on(t.clientId).where(sql`held_reason IS NOT NULL AND status = 'suggested'`),
    check('appearance_matches_status_check', oneOf('status', APPEARANCE_MATCH_STATUSES)),
    check('appearance_matches_signal_check', oneOf('signal', MATCH_SIGNALS)),
  ],
);
