import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { belongsTo, createdAtColumn } from './columns';

/** Accounts: admin, owner, guest and team. Passwords are argon2id hashes. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['admin', 'owner', 'guest', 'team'] }).notNull(),
    passwordHash: text('password_hash'),
    profileImage: text('profile_image'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    teamMemberId: integer('team_member_id'),
    active: boolean('active').notNull().default(true),
    /** Whether unread team messages older than the quiet period are emailed to this account in a digest. */
    messageDigest: boolean('message_digest').notNull().default(true),
    /** Whether the digest quotes the messages' text (false: only who wrote and how many). */
    digestIncludesText: boolean('digest_includes_text').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_client_id_idx').on(t.clientId),
    index('users_profile_image_idx').on(t.profileImage).where(sql`profile_image IS NOT NULL`),
  ],
);

/** Sessions, keyed by the SHA-256 of the cookie's random id. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    impersonatedClientId: integer('impersonated_client_id').references(() => clients.id, { onDelete: 'set null' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use password-reset and activation tokens, stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', { enum: ['reset', 'activation'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);

/** Fixed-window counters for per-IP and per-account rate limits, shared by every app node. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Which team members (users) work with which clients. */
export const clientTeamAssignments = pgTable(
  'client_team_assignments',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('client_team_assignments_key').on(t.clientId, t.userId), index('client_team_assignments_user_idx').on(t.userId)],
);
