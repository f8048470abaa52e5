import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADMIN_JOB_KINDS } from '@shared/api/jobs';
import { oneOf } from '../value-check';
import { clients } from './clients';
import { belongsTo, createdAtColumn } from './columns';
import { ADMIN_JOB_STATUSES } from '@shared/api/jobs';

/** One run of a background job (spiders, auto-delete): its progress and outcome, read by the SSE progress stream. */
export const adminJobs = pgTable(
  'admin_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ADMIN_JOB_KINDS }).notNull(),
    status: text('status', { enum: ADMIN_JOB_STATUSES }).notNull().default('queued'),
    /** What the job was asked to do (client ids, dry run…). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Counts and figures of the outcome. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    startedBy: integer('started_by'),
    createdAt: createdAtColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Bumped with each progress step: a running job whose heartbeat is minutes old died with its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_jobs_kind_created_idx').on(t.kind, t.createdAt),
    // one job of a kind at a time, across every node
    uniqueIndex('admin_jobs_one_active_key').on(t.kind).where(sql`status IN ('queued', 'running')`),
    check('admin_jobs_kind_check', oneOf('kind', ADMIN_JOB_KINDS)),
    check('admin_jobs_status_check', oneOf('status', ADMIN_JOB_STATUSES)),
  ],
);

/** What a job found about a client: a scanned video to review, a dead link, a missing field, a hidden bio. */
export const adminJobFindings = pgTable(
  'admin_job_findings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: belongsTo('job_id', () => adminJobs.id),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [index('admin_job_findings_job_idx').on(t.jobId, t.kind, t.id)],
);

/** YouTube Data API units spent per day (UTC), against the configured daily budget. */
export const youtubeQuotaUsage = pgTable('youtube_quota_usage', {
  day: date('day').primaryKey(),
  units: integer('units').notNull().default(0),
});

/** The auto-delete rules: each off until switched on, with its age in days. */
export const AUTO_DELETE_RULES = ['unavailable-videos', 'stale-pending-videos', 'orphan-files'] as const;

/** One auto-delete rule's setting. */
export const autoDeleteRules = pgTable(
  'auto_delete_rules',
  {
    rule: text('rule', { enum: AUTO_DELETE_RULES }).primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    ageDays: integer('age_days').notNull().default(30),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('auto_delete_rules_rule_check', oneOf('rule', AUTO_DELETE_RULES)), check('auto_delete_rules_age_check', sql`age_days BETWEEN 1 AND 3650`)],
);

/** What an auto-delete run removed. */
export const autoDeleteLog = pgTable(
  'auto_delete_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: integer('job_id').references(() => adminJobs.id, { onDelete: 'set null' }),
    rule: text('rule', { enum: AUTO_DELETE_RULES }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    label: text('label').notNull().default(''),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auto_delete_log_removed_idx').on(t.removedAt, t.id)],
);

/** Where a content change came from. */
export const CONTENT_CHANGE_SOURCES = ['edit', 'sync', 'import'] as const;

/** The update log: one row per changed field of a client's content, with its before and after. */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The client's name when the change was made (kept after a delete). */
    clientName: text('client_name').notNull().default(''),
    /** What changed: client, talking-point, video, episode, media-image… */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    source: text('source', { enum: CONTENT_CHANGE_SOURCES }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('content_changes_created_idx').on(t.createdAt, t.id),
    index('content_changes_client_idx').on(t.clientId, t.createdAt),
    index('content_changes_field_idx').on(t.field, t.createdAt),
    check('content_changes_source_check', oneOf('source', CONTENT_CHANGE_SOURCES)),
  ],
);
