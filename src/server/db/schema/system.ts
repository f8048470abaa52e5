import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/** Key/value settings such as TEST_MODE_ENABLED. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Whether an admin page is visible in the sidebar (visible when absent). */
export const pageAccess = pgTable('page_access', {
  pagePath: text('page_path').primaryKey(),
  visible: boolean('visible').notNull().default(true),
});

/** Who did what: impersonation and every admin write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    /** While impersonating: the account the actor was viewing as (null otherwise). */
    actingAsUserId: integer('acting_as_user_id'),
    actingAsEmail: text('acting_as_email'),
    actingAsClientId: integer('acting_as_client_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId),
    // /admin/audit's filters: an action (and its sort) newest first, a target, an impersonated account, an actor's email
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_acting_as_idx').on(t.actingAsUserId).where(sql`${t.actingAsUserId} IS NOT NULL`),
    index('audit_log_actor_email_trgm_idx').using('gin', sql`${t.actorEmail} gin_trgm_ops`),
  ],
);

/** Route changes of signed-in users (POST /api/track-navigation). */
export const navigationEvents = pgTable(
  'navigation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    path: text('path').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('navigation_events_user_idx').on(t.userId, t.visitedAt), index('navigation_events_visited_idx').on(t.visitedAt)],
);

/** Server errors worth an operator's look. */
export const errorLog = pgTable(
  'error_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method'),
    path: text('path'),
    message: text('message').notNull(),
    stack: text('stack'),
    userId: integer('user_id'),
    /** Where it happened: 'server' (an unexpected 5xx) or 'client' (a page's error boundary). */
    source: text('source').notNull().default('server'),
    /** What groups repeats of one error: a hash of its source, message shape and first stack frame. */
    fingerprint: text('fingerprint').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('error_log_created_idx').on(t.createdAt), index('error_log_fingerprint_idx').on(t.fingerprint, t.createdAt)],
);

/** What an admin decided about a group of errors (one fingerprint): open when absent, resolved or muted. */
export const errorGroups = pgTable('error_groups', {
  fingerprint: text('fingerprint').primaryKey(),
  status: text('status', { enum: ['open', 'resolved', 'muted'] })
    .notNull()
    .default('open'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  statusChangedBy: integer('status_changed_by'),
});

/** An uploaded file kept under a generated name. */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique('assets_storage_key_key'),
    originalName: text('original_name').notNull().default(''),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('assets_created_idx').on(t.createdAt), index('assets_size_idx').on(t.byteSize, t.id), index('assets_name_idx').on(t.originalName, t.id)],
);

/**
 * Every email the product sends: kept whole here when no SMTP server is configured; only recorded
 * (address, subject, status, time; no body, link or invitation) when it went out by SMTP.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The mail's text; null when it went out by SMTP (nothing of it is kept). */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    link: text('link'),
    /** A calendar invitation sent with the mail (text/calendar, RFC 5545). */
    calendar: text('calendar'),
    /** Where replies go (the agency's MAIL_REPLY_TO) for a mail that invites one; null for a mail whose replies are not read. */
    replyTo: text('reply_to'),
    status: text('status', { enum: ['kept', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.toAddress, t.createdAt)],
);
